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

  const messageOf = () => {
    const message = () => skip('$message')
    for (const type of ['success', 'warning', 'info', 'error']) message[type] = () => skip('$message.' + type)
    return message
  }

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

  const withDialogs = (target) => {
    target.$message = messageOf()
    target.$notify = () => skip('$notify')
    target.$confirm = () => (skip('$confirm'), pending())
    target.$alert = () => (skip('$alert'), pending())
    target.$prompt = () => (skip('$prompt'), pending())
    target.$nextTick = (callback) => {
      skip('$nextTick')
      if (typeof callback === 'function') timers.push({ id: ++timerId, run: () => callback.call(target) })
      return Promise.resolve()
    }
    return target
  }

  const refs = new Map()
  let form

  const refOf = (path) => {
    if (typeof path !== 'string') return null
    if (refs.has(path)) return refs.get(path)
    const facts = call('ref', [path])
    const ref = facts === null ? null : facts.container ? containerRef(path, facts) : fieldRef(path)
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

  const fieldRef = (path) => {
    const facts = () => call('field', [path])
    const state = (method) => (flag) => model(method, path, flag)
    const ref = withDialogs({
      get field() { return facts().widget },
      get fieldModel() { return model('getValue', path) },
      set fieldModel(value) { model('setValue', path, value) },
      get oldFieldValue() { return call('oldValue', [path]) },
      get formModel() { return formDataModel() },
      get subFormName() { return facts().subFormName ?? '' },
      get subFormRowId() { return facts().rowId ?? '' },
      get subFormRowIndex() { return facts().rowIndex },
      get designState() { return false },
      get parentWidget() { return call('parent', [path]) },
      setValue: (value, disableChangeEvent) => model('setValue', path, value, { silent: disableChangeEvent === true }),
      getValue: () => model('getValue', path),
      resetField: () => model('resetField', path),
      setDisabled: state('setDisabled'),
      setReadonly: state('setReadonly'),
      setHidden: state('setHidden'),
      setRequired: state('setRequired'),
      setLabel: (label) => model('setLabel', path, label),
      setReadMode: (flag) => model('setWidgetReadMode', path, flag !== false),
      setWidgetOption: (key, value) => model('setWidgetOption', path, key, value),
      setAppendButtonVisible: (flag) => model('setWidgetOption', path, 'appendButton', flag),
      setAppendButtonDisabled: (flag) => model('setWidgetOption', path, 'appendButtonDisabled', flag),
      setToolbar: (config) => model('setWidgetOption', path, 'toolbar', config),
      clearSelectedOptions: () => {
        const f = facts()
        model('setValue', path, f.type === 'checkbox' || f.options.multiple === true ? [] : null)
      },
      loadOptions: (items) => model('setOptionItems', path, items),
      reloadOptions: (items) => model('setOptionItems', path, items),
      getOptions: () => facts().optionItems ?? [],
      getOptionItems: () => facts().optionItems ?? [],
      disableOption: (value) => markOption(value, true),
      enableOption: (value) => markOption(value, false),
      getSelectedLabel: () => {
        const items = facts().optionItems ?? []
        const labelOf = (v) => (items.find((item) => item.value === v || String(item.value) === String(v)) || {}).label ?? (v == null ? '' : String(v))
        const value = model('getValue', path)
        return Array.isArray(value) ? value.map(labelOf) : labelOf(value)
      },
      isSubFormItem: () => facts().subFormName !== null,
      isSubFormField: () => facts().subFormName !== null,
      addCssClass: (name) => model('addCssClass', path, name),
      removeCssClass: (name) => model('removeCssClass', path, name),
      clearValidate: noop,
      validate: () => (skip('validate'), Promise.resolve([])),
      focus: () => (skip('focus'), Promise.resolve()),
      getFieldEditor: () => (skip('getFieldEditor'), null),
      setUploadHeader: () => skip('setUploadHeader'),
      setUploadData: () => skip('setUploadData'),
      getFormRef: () => form,
      getWidgetRef: (name) => refOf(name),
    })
    const markOption = (value, disabled) => {
      const items = (facts().optionItems ?? []).map((item) => (item.value === value || String(item.value) === String(value) ? { ...item, disabled } : item))
      model('setOptionItems', path, items)
    }
    return ref
  }

  const containerRef = (name, facts) => {
    const rowIdAt = (index) => model('getRowIds', name)[index]
    const ref = withDialogs({
      get widget() { return call('field', [name]).widget },
      get container() { return call('field', [name]).widget },
      setHidden: (flag) => model('setHidden', name, flag),
      setDisabled: (flag) => model('setDisabled', name, flag),
      setWidgetOption: (key, value) => model('setWidgetOption', name, key, value),
      addCssClass: (c) => model('addCssClass', name, c),
      removeCssClass: (c) => model('removeCssClass', name, c),
      getFormRef: () => form,
      getWidgetRef: (other) => refOf(other),
    })
    if (facts.tab) {
      ref.activeTab = (i) => model('activateTab', name, i)
      ref.disableTab = (i) => model('disableTab', name, i)
      ref.enableTab = (i) => model('enableTab', name, i)
      ref.hideTab = (i) => model('hideTab', name, i)
      ref.showTab = (i) => model('showTab', name, i)
    }
    if (facts.card) {
      ref.setFolded = (flag) => model('setWidgetOption', name, 'folded', flag)
      ref.toggleCard = () => model('setWidgetOption', name, 'folded', call('field', [name]).options.folded !== true)
    }
    if (facts.subForm) {
      ref.getSubFormRowCount = () => model('getRowIds', name).length
      ref.addSubFormRow = (data) => model('addRow', name, data)
      ref.insertSubFormRow = (index, data) => model('insertRow', name, index, data)
      ref.deleteSubFormRow = (index) => model('deleteRow', name, index)
      ref.disableSubFormRow = (index) => model('disableRow', name, index)
      ref.enableSubFormRow = (index) => model('enableRow', name, index)
      ref.disableSubForm = () => model('setDisabled', name, true)
      ref.enableSubForm = () => model('setDisabled', name, false)
      ref.resetSubForm = () => model('resetSubForm', name)
      ref.getSubFormValues = () => model('getSubFormValues', name)
      ref.setSubFormValues = (rows) => model('setSubFormValues', name, rows)
      ref.getRowIdData = () => model('getRowIds', name)
      ref.getWidgetRefOfSubForm = (field, index) => refOf(field + '@row' + rowIdAt(index))
      ref.setInsertDisabled = () => skip('setInsertDisabled')
      ref.setDeleteDisabled = () => skip('setDeleteDisabled')
    }
    return ref
  }

  const components = new Map()
  form = withDialogs({
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
    getWidgetRef: (name) => refOf(name),
    getFormRef: () => form,
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
  })

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

  // Entry points the host calls: one handler, then the callbacks it left (timers, promise jobs).
  globalThis.__replayRun = (payload) => {
    const { self, params, body, args } = JSON.parse(payload)
    const compiled = new Function(...params, body)
    const result = compiled.apply(thisOf(self), args)
    if (result && typeof result.then === 'function') result.then(undefined, (error) => failures.push(error))
    globalThis.__replayTimers()
  }
  globalThis.__replayTimers = () => {
    while (timers.length > 0) timers.shift().run()
    if (failures.length > 0) throw failures.shift()
  }
})()
`
