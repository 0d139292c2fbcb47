import { lazy, Suspense, useMemo } from 'react'
import { optionalString, ReadText } from '../shared'
import type { FieldWidgetProps } from '../types'
import { RICH_TOOLBAR } from './richHtml'

// Quill and its stylesheet load with the first rich-editor shown, not with the renderer.
const QuillEditor = lazy(() => import('./QuillEditor'))
const RichReadView = lazy(() => import('./RichReadView'))

const DEFAULT_CONTENT_HEIGHT = '200px'

/** VForm 'rich-editor': Quill with VForm's toolbar; the value is HTML, '' when empty. */
export function RichEditorWidget(props: FieldWidgetProps) {
  const { options } = props
  const value = typeof props.value === 'string' ? props.value : ''
  const custom = options.toolbar
  const toolbarKey = JSON.stringify(Array.isArray(custom) ? custom : null)
  const toolbar = useMemo(() => (toolbarKey === 'null' ? RICH_TOOLBAR : (JSON.parse(toolbarKey) as unknown[])), [toolbarKey])
  const loading = <div className="tandem-rich-loading" style={{ minHeight: optionalString(options.contentHeight) ?? DEFAULT_CONTENT_HEIGHT }} />
  if (props.readMode) {
    if (value === '') return <ReadText text="" t={props.t} />
    return (
      <Suspense fallback={loading}>
        <RichReadView html={value} />
      </Suspense>
    )
  }
  const placeholderText = props.t('richEditorPlaceholder')
  return (
    <div className="tandem-rich-editor">
      <Suspense fallback={loading}>
        <QuillEditor
          key={toolbarKey}
          value={value}
          onChange={props.onChange}
          onFocus={props.onFocus}
          onBlur={props.onBlur}
          placeholder={optionalString(options.placeholder) ?? placeholderText}
          readOnly={props.disabled || props.readonly}
          toolbar={toolbar}
          contentHeight={optionalString(options.contentHeight) ?? DEFAULT_CONTENT_HEIGHT}
          editorRef={props.editorRef}
        />
      </Suspense>
    </div>
  )
}
