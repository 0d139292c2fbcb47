import { ConfigProvider, Modal, message } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import { memo, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react'
import { ConfirmContext, FormRuntimeContext, PrintLayoutContext, SlotsContext } from './context'
import { useFieldDataSources } from './data-source'
import { DesignShellContext } from './design'
import { DialogHost } from './dialog'
import { useFormState } from './hooks'
import { toWidgetSize as widgetSize } from './widgets'
import { FormApi, followLogicMessages, type ApiHost, type FormRuntime } from './runtime'
import { containerRenderers } from './containers'
import { ContainerRenderersContext, FormBody } from './render'
import { rendererViews } from './rendererViews'
import { antdScriptDialogs } from './scriptDialogs'
import {
  BASE_STYLE_ID,
  ELEMENT_COMPONENT_CLASSES,
  ELEMENT_SIZE_THEME,
  VFORM_FORM_CLASS,
  baseCss,
  classNames,
  useStyleElement,
  useTextBoxStyle,
  vformLabelPositionClass,
} from './style'
import type { FormRenderProps } from './types'

const SIZE_CLASS = { small: 'tfr-size-small', middle: 'tfr-size-middle', large: 'tfr-size-large' } as const

/**
 * The form element: classes from formConfig, antd locale and size, the widgets. Memoised: a new
 * schema object renders FormRender again, not the form; the model wakes what an edit changed
 * (formConfig through the form state).
 */
const FormRoot = memo(function FormRoot({ runtime, className }: { runtime: FormRuntime; className?: string }) {
  const form = useFormState()
  const rootRef = useRef<HTMLDivElement>(null)
  const config = runtime.model.formConfig
  const size = widgetSize(config.size)
  useStyleElement(`vform-custom-css-${runtime.formId}`, config.cssCode ?? '')
  useEffect(() => {
    runtime.connect()
    runtime.mounted(rootRef.current)
    return () => runtime.disconnect()
  }, [runtime])
  useEffect(() => (runtime.design ? undefined : followLogicMessages(runtime.model)), [runtime])
  useFieldDataSources(runtime)
  return (
    <ConfigProvider locale={form.locale === 'en-US' ? enUS : zhCN} componentSize={size} theme={ELEMENT_SIZE_THEME} {...ELEMENT_COMPONENT_CLASSES}>
      <div
        ref={rootRef}
        className={classNames(
          'tfr-form',
          VFORM_FORM_CLASS,
          config.labelPosition === 'top' ? 'tfr-label-top' : 'tfr-label-left',
          vformLabelPositionClass(config.labelPosition),
          SIZE_CLASS[size],
          typeof config.labelAlign === 'string' && config.labelAlign,
          form.readMode && 'tfr-read-mode',
          config.customClass,
          className,
        )}
        data-form-id={runtime.formId}
        data-layout-type={config.layoutType}
      >
        <ContainerRenderersContext value={containerRenderers}>
          <FormBody />
        </ContainerRenderersContext>
      </div>
      <DialogHost Form={FormRender} />
    </ConfigProvider>
  )
})

/**
 * VForm's renderer for React: renders a form JSON over a form-core model created once per loaded
 * JSON, and exposes VForm's renderer API through `ref`. With `schema` the model follows each new
 * schema object instead (no remount, values kept); with `designShell` it draws a design canvas.
 */
export function FormRender(props: FormRenderProps) {
  const propsRef = useRef(props)
  const [messageApi, messageHolder] = message.useMessage()
  const [modal, modalHolder] = Modal.useModal()
  const replaceRef = useRef<(runtime: FormRuntime) => void>(undefined)
  const [api] = useState(
    () =>
      new FormApi((): ApiHost => ({
        ...propsRef.current,
        showError: (text) => void messageApi.error(text),
        dialogs: antdScriptDialogs(messageApi, modal),
        replaceRuntime: (runtime) => replaceRef.current?.(runtime),
      }), rendererViews),
  )
  const design = props.designShell !== undefined
  const [runtime, setRuntime] = useState(() =>
    api.load(props.schema ? { json: props.schema, normalised: true, design } : { json: props.formJson, design }),
  )
  const loadedJson = useRef(props.formJson)
  useLayoutEffect(() => {
    propsRef.current = props
  })
  useLayoutEffect(() => {
    replaceRef.current = setRuntime
  }, [])
  // before paint, so the canvas never shows the previous structure
  useLayoutEffect(() => {
    if (!props.schema) return
    const { model } = api.runtime
    model.updateStructure(props.schema, propsRef.current.schemaSource?.changesBetween(model.json, props.schema) ?? undefined)
  }, [api, props.schema])
  useEffect(() => {
    if (props.schema || loadedJson.current === props.formJson) return
    loadedJson.current = props.formJson
    api.setFormJson(props.formJson)
  }, [api, props.schema, props.formJson])
  useImperativeHandle(props.ref, () => api, [api])
  useStyleElement(BASE_STYLE_ID, baseCss, true)
  useTextBoxStyle()
  return (
    <FormRuntimeContext value={runtime}>
      <SlotsContext value={props.slots}>
        <ConfirmContext value={modal.confirm}>
          <DesignShellContext value={runtime.design ? (props.designShell ?? null) : null}>
            <PrintLayoutContext value={props.printLayout === true}>
              <FormRoot key={runtime.formId} runtime={runtime} className={props.className} />
            </PrintLayoutContext>
          </DesignShellContext>
          {messageHolder}
          {modalHolder}
        </ConfirmContext>
      </SlotsContext>
    </FormRuntimeContext>
  )
}
