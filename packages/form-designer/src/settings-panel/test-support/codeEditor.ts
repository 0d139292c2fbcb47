import { EditorView } from '@uiw/react-codemirror'
import { act } from '@testing-library/react'

/** The CodeMirror view inside `root` (the open modal's editor when there is one). */
export function codeEditorView(root: ParentNode = document): EditorView {
  const element = root.querySelector('.cm-editor')
  const view = element instanceof HTMLElement ? EditorView.findFromDOM(element) : null
  if (!view) throw new Error('no CodeMirror editor is open')
  return view
}

/** Replaces the whole text of the open code editor, as typing it would. */
export function typeCode(text: string, root: ParentNode = document): void {
  const view = codeEditorView(root)
  act(() => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.type' })
  })
}
