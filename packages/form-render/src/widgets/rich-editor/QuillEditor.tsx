import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react'
import ReactQuill from 'react-quill-new'
import 'react-quill-new/dist/quill.snow.css'
import type { FieldEditorHandle } from '../types'
import { editorValue, sanitizeRichHtml } from './richHtml'

export interface QuillEditorProps {
  value: string
  onChange(html: string): void
  onFocus(event: unknown): void
  onBlur(event: unknown): void
  placeholder: string
  readOnly: boolean
  toolbar: readonly unknown[]
  contentHeight: string
  editorRef?: Ref<FieldEditorHandle>
}

/** Quill 2 through react-quill-new; loaded on demand by the rich-editor widget. */
export default function QuillEditor(props: QuillEditorProps) {
  const quill = useRef<ReactQuill>(null)
  // What Quill itself produced goes back unchanged (re-sanitising it would reset the selection);
  // any other value is sanitised before Quill turns it into DOM.
  const emitted = useRef<string | null>(null)
  const value = props.value === emitted.current ? props.value : sanitizeRichHtml(props.value)
  const modules = useMemo(() => ({ toolbar: props.toolbar }), [props.toolbar])
  useImperativeHandle(props.editorRef, () => ({ focus: () => quill.current?.focus(), blur: () => quill.current?.blur() }), [])
  useEffect(() => {
    const container = quill.current?.getEditor().container
    if (container) container.style.height = props.contentHeight
  }, [props.contentHeight, modules])
  return (
    <ReactQuill
      ref={quill}
      theme="snow"
      value={value}
      modules={modules}
      placeholder={props.placeholder}
      readOnly={props.readOnly}
      useSemanticHTML={false}
      onChange={(html, _delta, source, editor) => {
        if (source !== 'user') return
        const next = editorValue(html, editor.getLength())
        emitted.current = next
        props.onChange(next)
      }}
      onFocus={(range) => props.onFocus(range)}
      onBlur={(range) => props.onBlur(range)}
    />
  )
}
