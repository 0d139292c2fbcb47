import type { PropertyEditorSpec } from '@tandem/form-core'

/** Props of an editor of one option value; `id` goes on the focusable element the label points at. */
export interface ValueEditorProps<T = unknown> {
  id: string
  spec: PropertyEditorSpec
  value: T
  onChange: (value: T) => void
}
