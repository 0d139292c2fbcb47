// Mounts VForm 3's <v-form-render> with an empty form, the way an application embeds it, and
// exposes window.benchRender(json, formData) for the benchmark.
;(() => {
  const { createApp, h, nextTick, ref, resolveComponent } = window.Vue
  const formRef = ref(null)
  const emptyForm = {
    widgetList: [],
    formConfig: {
      modelName: 'formData', refName: 'vForm', rulesName: 'rules', labelWidth: 80, labelPosition: 'left',
      size: '', labelAlign: 'label-left-align', cssCode: '', customClass: '', functions: '', layoutType: 'PC',
      jsonVersion: 3, onFormCreated: '', onFormMounted: '', onFormDataChange: '',
    },
  }

  const app = createApp({
    render: () => h(resolveComponent('v-form-render'), { ref: formRef, formJson: emptyForm, formData: {}, optionData: {} }),
  })
  app.use(window.ElementPlus, { locale: window.ElementPlusLocaleZhCn })
  app.use(window.VFormRender)
  app.mount('#app')

  const doubleFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

  /** setFormJson, then setFormData when there is data; resolves once the result is painted. */
  window.benchRender = async (json, formData) => {
    const form = formRef.value
    if (!form) throw new Error('v-form-render is not mounted')
    form.setFormJson(json)
    await nextTick()
    if (formData && Object.keys(formData).length > 0) {
      form.setFormData(formData)
      await nextTick()
    }
    await doubleFrame()
  }
})()
