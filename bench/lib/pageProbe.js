// Installed into every benchmarked page before the page's own scripts (context.addInitScript).
// Exposes window.__bench: timing helpers that run inside the page, so no protocol round trip
// is counted in any figure.
;(() => {
  // The first task after the current one. Where the Prioritized Task Scheduling API exists
  // (Chromium), a user-blocking task: it runs before ordinary tasks queued earlier (Chromium's own
  // autofill scan of the page after an edit, the page's MessageChannel or timer work), so the
  // figure ends when the frame does and not when unrelated queued work happens to finish.
  const nextTask =
    typeof scheduler !== 'undefined' && typeof scheduler.postTask === 'function'
      ? () => scheduler.postTask(() => undefined, { priority: 'user-blocking' })
      : () =>
          new Promise((resolve) => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve()
            channel.port2.postMessage(null)
          })

  // A task queued from a rAF callback runs once that frame's style, layout and paint are done.
  const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => nextTask().then(resolve)))

  // The nearest ancestor that scrolls vertically, else the document's scroller.
  const scrollerOf = (element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const { overflowY } = getComputedStyle(node)
      if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node
    }
    return document.scrollingElement
  }

  // Resolves once the DOM has not changed for quietMs (at most 5 s).
  const domQuiet = (quietMs) =>
    new Promise((resolve) => {
      let timer = setTimeout(done, quietMs)
      const limit = setTimeout(done, 5000)
      const observer = new MutationObserver(() => {
        clearTimeout(timer)
        timer = setTimeout(done, quietMs)
      })
      observer.observe(document.body, { childList: true, subtree: true, attributes: true })
      function done() {
        observer.disconnect()
        clearTimeout(timer)
        clearTimeout(limit)
        resolve()
      }
    })

  let keystroke = null
  let click = null

  window.__bench = {
    afterPaint,

    /** Milliseconds from calling the page function `source` with `args` until its promise settles. */
    async timeCall(source, args) {
      const fn = (0, eval)(`(${source})`)
      const start = performance.now()
      await fn(...args)
      return performance.now() - start
    },

    count(selector) {
      return document.querySelectorAll(selector).length
    },

    /**
     * Replaces every text box by a copy of itself, now and whenever the page mounts more: a copy
     * carries no listener of the page's framework (Vue binds on the element, React finds no fiber
     * on it). Copies are marked so the observer leaves them alone.
     */
    detachTextBoxes() {
      const boxes = 'input:not([data-bench-copy]), textarea:not([data-bench-copy])'
      const replace = (box) => {
        const copy = box.cloneNode(true)
        copy.setAttribute('data-bench-copy', '')
        box.replaceWith(copy)
      }
      const detachIn = (root) => {
        if (root instanceof Element && root.matches(boxes)) replace(root)
        else root.querySelectorAll(boxes).forEach(replace)
      }
      detachIn(document)
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) detachIn(node)
      }).observe(document.body, { childList: true, subtree: true })
    },

    /**
     * Scrolls the page `fraction` of the way down (0 top, 1 bottom), waits until the DOM has been
     * still for quietMs (sections that render on approach mount), then scrolls the match of
     * `selector` nearest the viewport's middle into the middle, focuses it and lets two frames settle.
     */
    async focusAtDepth(selector, fraction, quietMs) {
      const first = document.querySelector(selector)
      if (!first) throw new Error(`nothing matches ${selector}`)
      const scroller = scrollerOf(first)
      scroller.scrollTop = fraction * (scroller.scrollHeight - scroller.clientHeight)
      await afterPaint()
      await domQuiet(quietMs)
      const middle = window.innerHeight / 2
      let nearest = first
      let distance = Infinity
      for (const element of document.querySelectorAll(selector)) {
        const rect = element.getBoundingClientRect()
        const d = Math.abs(rect.top + rect.height / 2 - middle)
        if (d < distance) [nearest, distance] = [element, d]
      }
      nearest.scrollIntoView({ block: 'center' })
      nearest.focus()
      await afterPaint()
      await afterPaint()
      return document.activeElement === nearest
    },

    /**
     * Waits until the page's finite CSS transitions and animations (a focus ring fading in) have
     * ended, at most maxMs, then quietMs more in which nothing is asked of the page, so the next
     * input finds the frame clock stopped. Endless animations (spinners) are not waited for.
     */
    async settle(quietMs, maxMs) {
      const finite = document.getAnimations().filter((animation) => {
        const { endTime } = animation.effect?.getComputedTiming() ?? {}
        return animation.playState === 'running' && Number.isFinite(endTime)
      })
      const limit = new Promise((resolve) => setTimeout(resolve, maxMs))
      await Promise.race([Promise.allSettled(finite.map((animation) => animation.finished)), limit])
      await new Promise((resolve) => setTimeout(resolve, quietMs))
    },

    /**
     * Arms the measurement of the next keystroke: from the keydown's timeStamp to the end of the
     * first frame painted after the focused control's input event. Resolves with
     * { latency, changed } or, when no input event arrives in time, { latency: null }.
     */
    armKeystroke(timeoutMs) {
      const target = document.activeElement
      const before = target && 'value' in target ? target.value : null
      keystroke = new Promise((resolve) => {
        let keyTime = null
        let seen = false
        let inputTime = null
        let script = null
        const finish = (result) => {
          clearTimeout(timer)
          window.removeEventListener('keydown', onKeyDown, true)
          window.removeEventListener('input', onInput, true)
          window.removeEventListener('input', onInputBubbled)
          resolve({ ...result, script })
        }
        const onKeyDown = (event) => {
          if (keyTime === null) keyTime = event.timeStamp
        }
        // every listener of the page between these two: the renderer's handlers and the render they cause
        const onInputBubbled = () => {
          if (inputTime !== null && script === null) script = performance.now() - inputTime
        }
        const onInput = () => {
          if (seen || keyTime === null) return
          seen = true
          inputTime = performance.now()
          requestAnimationFrame(() =>
            nextTask().then(() =>
              finish({ latency: performance.now() - keyTime, changed: target.value !== before }),
            ),
          )
        }
        const timer = setTimeout(() => finish({ latency: null, changed: false }), timeoutMs)
        window.addEventListener('keydown', onKeyDown, true)
        window.addEventListener('input', onInput, true)
        window.addEventListener('input', onInputBubbled)
      })
    },

    keystrokeResult() {
      return keystroke
    },

    /** Arms the timing of the next click: from its event's timeStamp to the end of the next painted frame. */
    armClick() {
      click = new Promise((resolve) => {
        window.addEventListener(
          'click',
          (event) => {
            const clicked = event.timeStamp
            requestAnimationFrame(() => nextTask().then(() => resolve(performance.now() - clicked)))
          },
          { capture: true, once: true },
        )
      })
    },

    clickResult() {
      return click
    },
  }
})()
