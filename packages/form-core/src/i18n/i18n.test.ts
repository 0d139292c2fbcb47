import { afterEach, describe, expect, it, vi } from 'vitest'

// i18n keeps the active locale in module state, so each test imports a fresh copy.
async function freshI18n() {
  vi.resetModules()
  return import('./index.js')
}

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('i18n', () => {
  it('defaults to zh-CN when there is no localStorage (Node)', async () => {
    const { getLocale, t } = await freshI18n()
    expect(getLocale()).toBe('zh-CN')
    expect(t('validationFailed')).toBe('表单数据校验失败')
  })

  it('reads and writes the v_form_locale key', async () => {
    const storage = fakeStorage({ v_form_locale: 'en-US' })
    vi.stubGlobal('localStorage', storage)
    const { getLocale, setLocale, t, subscribeLocale } = await freshI18n()
    expect(getLocale()).toBe('en-US')
    expect(t('confirm')).toBe('OK')
    const listener = vi.fn()
    subscribeLocale(listener)
    setLocale('zh-CN')
    expect(storage.data.get('v_form_locale')).toBe('zh-CN')
    expect(listener).toHaveBeenCalledWith('zh-CN')
    expect(t('confirm')).toBe('确定')
  })

  it('ignores an unknown stored locale and rejects setting one', async () => {
    vi.stubGlobal('localStorage', fakeStorage({ v_form_locale: 'fr-FR' }))
    const { getLocale, setLocale } = await freshI18n()
    expect(getLocale()).toBe('zh-CN')
    expect(() => setLocale('fr-FR' as never)).toThrow('Unsupported locale: fr-FR')
  })

  it('substitutes positional and named parameters', async () => {
    const { t } = await freshI18n()
    expect(t('uploadExceeded', [3])).toBe('最多允许上传3个文件')
    expect(t('uploadExceeded', [5], 'en-US')).toBe('At most 5 files can be uploaded')
    expect(t('minLength', { label: '名称', min: 2 })).toBe('[名称]长度不能少于2个字符')
    expect(t('unknownWidget', { type: 'tree' }, 'en-US')).toBe('Unknown widget type: tree')
  })

  it('has every key in both locales', async () => {
    const { t } = await freshI18n()
    const keys = [
      'validationFailed', 'refNotFound', 'nonSubFormType', 'fieldRequired', 'unsupportedFileType', 'fileSizeExceeded',
      'uploadExceeded', 'uploadError', 'uploadPicture', 'cancel', 'confirm', 'subFormAddRow', 'subFormInsertRow', 'subFormDeleteRow',
      'subFormDeleteConfirmTitle', 'subFormDeleteConfirm', 'subFormDeleteCancel', 'subFormActionColumn',
      'richEditorPlaceholder', 'readModeEmpty', 'readModeYes', 'readModeNo', 'rateTexts', 'selectFile', 'unknownWidget',
    ] as const
    for (const key of keys) {
      expect(t(key, undefined, 'zh-CN')).not.toBe('')
      expect(t(key, undefined, 'en-US')).not.toBe('')
    }
    expect(t('richEditorPlaceholder', undefined, 'en-US')).toBe('Insert content here')
    expect(t('richEditorPlaceholder', undefined, 'zh-CN')).toBe('Insert content here')
    expect(t('rateTexts', undefined, 'zh-CN').split(',')).toHaveLength(5)
    expect(t('rateTexts', undefined, 'en-US').split(',')).toHaveLength(5)
  })
})
