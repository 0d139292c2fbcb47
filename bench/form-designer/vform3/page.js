// Mounts VForm 3's <v-form-designer> full page, the way an application embeds it, and exposes
// window.__designerBench.open(json) for the benchmark: a fresh designer per page, the form loaded
// with setFormJson, resolved once painted.
;(() => {
  const { createApp, h, nextTick, ref, resolveComponent } = window.Vue
  const designerRef = ref(null)
  const app = createApp({
    render: () => h(resolveComponent('v-form-designer'), { ref: designerRef }),
  })
  app.use(window.ElementPlus, { locale: window.ElementPlusLocaleZhCn })
  app.use(window.VFormDesigner)
  app.mount('#app')

  const doubleFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

  window.__designerBench = {
    async open(json) {
      const designer = designerRef.value
      if (!designer) throw new Error('v-form-designer is not mounted')
      designer.setFormJson(json)
      await nextTick()
      await doubleFrame()
    },
  }
})()
