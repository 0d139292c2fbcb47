import { lazy, Suspense, useMemo } from 'react'
import { optionalString, withReadView, type ReadViewProps } from '../shared'
import type { FieldWidgetProps } from '../types'
import { RICH_TOOLBAR } from './richHtml'

// Quill and its stylesheet load with the first rich-editor shown, not with the renderer.
const QuillEditor = lazy(() => import('./QuillEditor'))
const RichReadView = lazy(() => import('./RichReadView'))

const DEFAULT_CONTENT_HEIGHT = '200px'

function contentHeight(options: Record<string, unknown>): string {
  return optionalString(options.contentHeight) ?? DEFAULT_CONTENT_HEIGHT
}

function Loading({ options }: { options: Record<string, unknown> }) {
  return <div className="tandem-rich-loading" style={{ minHeight: contentHeight(options) }} />
}

/** VForm 'rich-editor': Quill with VForm's toolbar; the value is HTML, '' when empty. */
function RichEditor(props: FieldWidgetProps) {
  const { options } = props
  const value = typeof props.value === 'string' ? props.value : ''
  const custom = options.toolbar
  const toolbarKey = JSON.stringify(Array.isArray(custom) ? custom : null)
  const toolbar = useMemo(() => (toolbarKey === 'null' ? RICH_TOOLBAR : (JSON.parse(toolbarKey) as unknown[])), [toolbarKey])
  const placeholderText = props.t('richEditorPlaceholder')
  return (
    <div className="tandem-rich-editor">
      <Suspense fallback={<Loading options={options} />}>
        <QuillEditor
          key={toolbarKey}
          value={value}
          onChange={props.onChange}
          onFocus={props.onFocus}
          onBlur={props.onBlur}
          placeholder={optionalString(options.placeholder) ?? placeholderText}
          readOnly={props.disabled || props.readonly}
          toolbar={toolbar}
          contentHeight={contentHeight(options)}
          editorRef={props.editorRef}
        />
      </Suspense>
    </div>
  )
}

/** Read mode: the sanitised HTML with Quill's content styles. */
function RichRead({ text, options }: ReadViewProps) {
  return (
    <Suspense fallback={<Loading options={options} />}>
      <RichReadView html={text} />
    </Suspense>
  )
}

// The read text of rich content is its HTML, drawn by the read view.
export const RichEditorWidget = withReadView(RichEditor, { text: (value) => (typeof value === 'string' ? value : ''), View: RichRead })
