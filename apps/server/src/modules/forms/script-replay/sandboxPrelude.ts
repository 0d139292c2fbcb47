// JavaScript evaluated inside each QuickJS context before the form's scripts: it builds VForm's
// `this` (the form instance and widget refs) over one host function, `__host(op, json)`, which
// the prelude takes and removes from the global object. Everything a script can change on the
// server goes through that function as JSON; members that touch a page are recorded no-ops.
export const SANDBOX_PRELUDE = String.raw`
(function () {
  'use strict'
  const host = globalThis.__host
  delete globalThis.__host
  const call = (op, args) => {
    const answer = host(op, JSON.stringify(args === undefined ? [] : args))
    if (answer === undefined) return undefined
    const parsed = JSON.parse(answer)
    if (parsed.e !== undefined) throw new Error(parsed.e)
    return parsed.v
  }
  const model = (method, ...args) => call('m', [method, ...args])
  const skip = (member) => call('skip', [member])
  const pending = () => new Promise(() => {})

  // A value standing for what the server cannot see (DOM, storage, location): any property,
  // call or conversion gives another inert value, so a script using it runs on.
  const inert = (member) => {
    const target = function () {}
    return new Proxy(target, {
      get: (_, key) => {
        if (key === Symbol.toPrimitive) return () => ''
        if (key === 'toJSON') return () => undefined
        if (key === 'then') return undefined
        return inert(member + '.' + String(key))
      },
      set: () => true,
      has: () => false,
      apply: () => {
        skip(member)
        return inert(member + '()')
      },
      construct: () => inert(member),
    })
  }

  const message = () => skip('$message')
  for (const type of ['success', 'warning', 'info', 'error']) message[type] = () => skip('$message.' + type)

  // setTimeout callbacks run after the handler that scheduled them; intervals never end, so they do not run.
  const timers = []
  let timerId = 0
  globalThis.setTimeout = (callback, _delay, ...args) => {
    const id = ++timerId
    if (typeof callback === 'function') timers.push({ id, run: () => callback(...args) })
    return id
  }
  globalThis.clearTimeout = (id) => {
    const index = timers.findIndex((timer) => timer.id === id)
    if (index >= 0) timers.splice(index, 1)
  }
  globalThis.setInterval = () => {
    skip('setInterval')
    return ++timerId
  }
  globalThis.clearInterval = () => {}
  const noop = () => {}
  globalThis.console = { log: noop, info: noop, warn: noop, error: noop, debug: noop }

  // The form and every widget ref answer VForm's page members (recorded no-ops). Refs keep their
  // members on shared prototypes: a form can hand out thousands of refs in one replay.
  class Dialogs {
    get $message() { return message }
    $notify() { skip('$notify') }
    $confirm() { return (skip('$confirm'), pending()) }
    $alert() { return (skip('$alert'), pending()) }
    $prompt() { return (skip('$prompt'), pending()) }
    $nextTick(callback) {
      skip('$nextTick')
      if (typeof callback === 'function') timers.push({ id: ++timerId, run: () => callback.call(this) })
      return Promise.resolve()
    }
    getFormRef() { return form }
    getWidgetRef(name) { return refOf(name) }
  }
  const refs = new Map()
  let form

  const refOf = (path) => {
    if (typeof path !== 'string') return null
    if (refs.has(path)) return refs.get(path)
    const facts = call('ref', [path])
    const ref = facts === null ? null : facts.container ? containerRef(path, facts) : new FieldRef(path)
    refs.set(path, ref)
    return ref
  }

  const live = (keys, has, read, write) =>
    new Proxy({}, {
      get: (target, key) => (has(key) ? read(key) : Reflect.get(target, key)),
      set: (target, key, value) => (has(key) ? (write(key, value), true) : Reflect.set(target, key, value)),
      has: (target, key) => has(key) || Reflect.has(target, key),
      ownKeys: (target) => [...new Set([...keys(), ...Reflect.ownKeys(target)])],
      getOwnPropertyDescriptor: (target, key) =>
        has(key) ? { value: read(key), writable: true, enumerable: true, configurable: true } : Reflect.getOwnPropertyDescriptor(target, key),
      deleteProperty: (target, key) => !has(key) && Reflect.deleteProperty(target, key),
    })

  const liveRow = (subFormName, rowId) => {
    const names = () => call('rowFields', [subFormName])
    return live(
      names,
      (key) => typeof key === 'string' && names().includes(key),
      (key) => model('getValue', key + '@row' + rowId),
      (key, value) => model('setValue', key + '@row' + rowId, value),
    )
  }

  const dataKinds = () => call('dataKinds')
  let formData
  const formDataModel = () => {
    if (formData) return formData
    const kinds = dataKinds()
    formData = live(
      () => Object.keys(kinds),
      (key) => typeof key === 'string' && Object.prototype.hasOwnProperty.call(kinds, key),
      (key) => (kinds[key] === 'rows' ? model('getRowIds', key).map((rowId) => liveRow(key, rowId)) : model('getValue', key)),
      (key, value) => model('setValue', key, kinds[key] === 'rows' && Array.isArray(value) ? value.map((row) => ({ ...row })) : value),
    )
    return formData
  }

  let json
  const formJson = () => (json ??= call('json'))

  const optionMatches = (item, value) => item.value === value || String(item.value) === String(value)

  class FieldRef extends Dialogs {
    #path
    constructor(path) {
      super()
      this.#path = path
    }
    #facts() { return call('field', [this.#path]) }
    #model(method, ...args) { return model(method, this.#path, ...args) }
    #markOption(value, disabled) {
      const items = (this.#facts().optionItems ?? []).map((item) => (optionMatches(item, value) ? { ...item, disabled } : item))
      this.#model('setOptionItems', items)
    }
    get field() { return this.#facts().widget }
    get fieldModel() { return this.#model('getValue') }
    set fieldModel(value) { this.#model('setValue', value) }
    get oldFieldValue() { return call('oldValue', [this.#path]) }
    get formModel() { return formDataModel() }
    get subFormName() { return this.#facts().subFormName ?? '' }
    get subFormRowId() { return this.#facts().rowId ?? '' }
    get subFormRowIndex() { return this.#facts().rowIndex }
    get designState() { return false }
    get parentWidget() { return call('parent', [this.#path]) }
    setValue(value, disableChangeEvent) { return this.#model('setValue', value, { silent: disableChangeEvent === true }) }
    getValue() { return this.#model('getValue') }
    resetField() { return this.#model('resetField') }
    setDisabled(flag) { return this.#model('setDisabled', flag) }
    setReadonly(flag) { return this.#model('setReadonly', flag) }
    setHidden(flag) { return this.#model('setHidden', flag) }
    setRequired(flag) { return this.#model('setRequired', flag) }
    setLabel(label) { return this.#model('setLabel', label) }
    setReadMode(flag) { return this.#model('setWidgetReadMode', flag !== false) }
    setWidgetOption(key, value) { return this.#model('setWidgetOption', key, value) }
    setAppendButtonVisible(flag) { return this.#model('setWidgetOption', 'appendButton', flag) }
    setAppendButtonDisabled(flag) { return this.#model('setWidgetOption', 'appendButtonDisabled', flag) }
    setToolbar(config) { return this.#model('setWidgetOption', 'toolbar', config) }
    clearSelectedOptions() {
      const f = this.#facts()
      return this.#model('setValue', f.type === 'checkbox' || f.options.multiple === true ? [] : null)
    }
    loadOptions(items) { return this.#model('setOptionItems', items) }
    reloadOptions(items) { return this.#model('setOptionItems', items) }
    getOptions() { return this.#facts().optionItems ?? [] }
    getOptionItems() { return this.#facts().optionItems ?? [] }
    disableOption(value) { return this.#markOption(value, true) }
    enableOption(value) { return this.#markOption(value, false) }
    getSelectedLabel() {
      const items = this.#facts().optionItems ?? []
      const labelOf = (v) => (items.find((item) => optionMatches(item, v)) || {}).label ?? (v == null ? '' : String(v))
      const value = this.#model('getValue')
      return Array.isArray(value) ? value.map(labelOf) : labelOf(value)
    }
    isSubFormItem() { return this.#facts().subFormName !== null }
    isSubFormField() { return this.#facts().subFormName !== null }
    addCssClass(name) { return this.#model('addCssClass', name) }
    removeCssClass(name) { return this.#model('removeCssClass', name) }
    clearValidate() {}
    validate() { return (skip('validate'), Promise.resolve([])) }
    focus() { return (skip('focus'), Promise.resolve()) }
    getFieldEditor() { return (skip('getFieldEditor'), null) }
    setUploadHeader() { skip('setUploadHeader') }
    setUploadData() { skip('setUploadData') }
  }

  class ContainerRef extends Dialogs {
    constructor(name) {
      super()
      // public: the tab, card and sub-form refs below read it
      Object.defineProperty(this, 'name', { value: name })
    }
    get widget() { return call('field', [this.name]).widget }
    get container() { return call('field', [this.name]).widget }
    setHidden(flag) { return model('setHidden', this.name, flag) }
    setDisabled(flag) { return model('setDisabled', this.name, flag) }
    setWidgetOption(key, value) { return model('setWidgetOption', this.name, key, value) }
    addCssClass(c) { return model('addCssClass', this.name, c) }
    removeCssClass(c) { return model('removeCssClass', this.name, c) }
  }

  class TabRef extends ContainerRef {
    activeTab(i) { return model('activateTab', this.name, i) }
    disableTab(i) { return model('disableTab', this.name, i) }
    enableTab(i) { return model('enableTab', this.name, i) }
    hideTab(i) { return model('hideTab', this.name, i) }
    showTab(i) { return model('showTab', this.name, i) }
  }

  class CardRef extends ContainerRef {
    setFolded(flag) { return model('setWidgetOption', this.name, 'folded', flag) }
    toggleCard() { return model('setWidgetOption', this.name, 'folded', call('field', [this.name]).options.folded !== true) }
  }

  class SubFormRef extends ContainerRef {
    getSubFormRowCount() { return model('getRowIds', this.name).length }
    addSubFormRow(data) { return model('addRow', this.name, data) }
    insertSubFormRow(index, data) { return model('insertRow', this.name, index, data) }
    deleteSubFormRow(index) { return model('deleteRow', this.name, index) }
    disableSubFormRow(index) { return model('disableRow', this.name, index) }
    enableSubFormRow(index) { return model('enableRow', this.name, index) }
    disableSubForm() { return model('setDisabled', this.name, true) }
    enableSubForm() { return model('setDisabled', this.name, false) }
    resetSubForm() { return model('resetSubForm', this.name) }
    getSubFormValues() { return model('getSubFormValues', this.name) }
    setSubFormValues(rows) { return model('setSubFormValues', this.name, rows) }
    getRowIdData() { return model('getRowIds', this.name) }
    getWidgetRefOfSubForm(field, index) { return refOf(field + '@row' + model('getRowIds', this.name)[index]) }
    setInsertDisabled() { skip('setInsertDisabled') }
    setDeleteDisabled() { skip('setDeleteDisabled') }
  }

  const containerRef = (name, facts) => {
    const Kind = facts.tab ? TabRef : facts.card ? CardRef : facts.subForm ? SubFormRef : ContainerRef
    return new Kind(name)
  }

  const components = new Map()
  form = Object.setPrototypeOf({
    get formDataModel() { return formDataModel() },
    get formJsonObj() { return formJson() },
    get formConfig() { return formJson().formConfig },
    get widgetRefList() {
      const list = { v_form_ref: form }
      for (const path of call('refPaths')) list[path] = refOf(path)
      return list
    },
    get subFormRefList() {
      const list = {}
      for (const name of call('subForms')) list[name] = refOf(name)
      return list
    },
    get globalDsv() { return (skip('globalDsv'), {}) },
    getFormData: (needValidation) => {
      const data = model('getFormData')
      return needValidation === false ? data : Promise.resolve(data)
    },
    setFormData: (data) => model('setFormData', data),
    getFieldValue: (name) => model('getValue', name),
    setFieldValue: (name, value, disableChangeEvent) => model('setValue', name, value, { silent: disableChangeEvent === true }),
    getSubFormValues: (name) => model('getSubFormValues', name),
    setSubFormValues: (name, rows) => model('setSubFormValues', name, rows),
    resetForm: () => model('resetForm'),
    clearValidate: noop,
    validateForm: (callback) => {
      skip('validateForm')
      if (typeof callback === 'function') callback(true)
      return Promise.resolve(true)
    },
    setReadMode: (flag) => model('setReadMode', flag !== false),
    getReadMode: () => model('getReadMode'),
    disableForm: () => model('disableForm'),
    enableForm: () => model('enableForm'),
    hideWidgets: (names) => model('hideWidgets', names),
    showWidgets: (names) => model('showWidgets', names),
    disableWidgets: (names) => model('disableWidgets', names),
    enableWidgets: (names) => model('enableWidgets', names),
    getFieldWidgets: (staticIncluded) => model('getFieldWidgets', staticIncluded === true),
    getContainerWidgets: () => model('getContainerWidgets'),
    addEC: (name, component) => components.set(name, component),
    hasEC: (name) => components.has(name),
    getEC: (name) => components.get(name),
    getGlobalDsv: () => (skip('getGlobalDsv'), {}),
    changeLanguage: () => skip('changeLanguage'),
    getLanguageName: () => 'zh-CN',
    reloadOptionData: () => skip('reloadOptionData'),
    showDialog: () => (skip('showDialog'), inert('showDialog')),
    showDrawer: () => (skip('showDrawer'), inert('showDrawer')),
    executeDataSource: () => (skip('executeDataSource'), pending()),
  }, Dialogs.prototype)

  const request = (method) => () => (skip('axios.' + method), pending())
  const axios = request('request')
  for (const method of ['get', 'post', 'put', 'delete', 'patch', 'head', 'request']) axios[method] = request(method)
  axios.create = () => axios
  globalThis.axios = axios
  globalThis.fetch = () => (skip('fetch'), pending())
  globalThis.XMLHttpRequest = inert('XMLHttpRequest')
  for (const name of ['document', 'localStorage', 'sessionStorage', 'location', 'navigator', 'history']) globalThis[name] = inert(name)
  globalThis.alert = () => skip('alert')
  globalThis.window = globalThis

  const failures = []
  const thisOf = (self) => (self === null ? form : refOf(self))
  // handlers compiled in this save, by the host's id (a sub-form row's onChange is compiled once for all rows)
  const handlers = []
  // the host's batch of handlers: kept only when it is one function per handler
  globalThis.__replayHandlers = (list, first, count) => {
    if (!Array.isArray(list) || list.length !== count || !list.every((handler) => typeof handler === 'function')) return false
    list.forEach((handler, index) => (handlers[first + index] = handler))
    return true
  }

  // Entry points the host calls: one handler, then the callbacks it left (timers, promise jobs).
  globalThis.__replayRun = (payload) => {
    const { self, id, params, body, args, formModelAt } = JSON.parse(payload)
    if (body !== undefined) handlers[id] = new Function(...params, body)
    if (formModelAt !== undefined) args[formModelAt] = formDataModel()
    const result = handlers[id].apply(thisOf(self), args)
    if (result && typeof result.then === 'function') result.then(undefined, (error) => failures.push(error))
    globalThis.__replayTimers()
  }
  // onValidate: VForm's custom validator (rule, value, callback); the host reads the verdict once
  // the callbacks ran. A validator that throws passes, as the browser's runner lets it pass.
  let verdict = null
  globalThis.__replayValidate = (payload) => {
    const { self, id, params, body, rule, value } = JSON.parse(payload)
    if (body !== undefined) handlers[id] = new Function(...params, body)
    verdict = { called: false, message: null }
    const answer = verdict
    const callback = (error) => {
      if (answer.called) return
      answer.called = true
      if (error !== undefined && error !== null && error !== false) answer.message = error instanceof Error ? String(error.message) : String(error)
    }
    try {
      const result = handlers[id].call(thisOf(self), rule, value, callback)
      if (result && typeof result.then === 'function') result.then(undefined, () => {})
    } catch (error) {
      // running out of memory or stack ends the replay; any other error is the validator's own
      if (error instanceof InternalError) throw error
      callback()
    }
    globalThis.__replayTimers()
  }
  globalThis.__replayVerdict = () => verdict.message
  globalThis.__replayTimers = () => {
    while (timers.length > 0) timers.shift().run()
    if (failures.length > 0) throw failures.shift()
  }
})()
`
