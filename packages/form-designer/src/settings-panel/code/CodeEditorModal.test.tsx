import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { codeEditorView, typeCode } from '../test-support/codeEditor'
import { checkScriptSyntax } from './checkScriptSyntax'
import { CodeEditorModal } from './CodeEditorModal'

// antd controls and CodeMirror take seconds to render in happy-dom on a loaded machine
const SLOW_RENDER = { timeout: 30000 }

const OK = /确\s*定/

describe('CodeEditorModal', SLOW_RENDER, () => {
  it('frames the code with read-only header and footer and saves a text that passes the check', () => {
    const onSave = vi.fn()
    render(
      <CodeEditorModal
        title="onChange"
        language="javascript"
        value="console.log(value)"
        header="onChange(value, oldValue) {"
        footer="}"
        check={(text) => checkScriptSyntax(['value', 'oldValue'], text)}
        onSave={onSave}
        onClose={() => {}}
      />,
    )
    expect(screen.getByText('onChange(value, oldValue) {')).toBeTruthy()
    expect(codeEditorView().state.doc.toString()).toBe('console.log(value)')
    typeCode('return value + 1')
    fireEvent.click(screen.getByRole('button', { name: OK }))
    expect(onSave).toHaveBeenCalledWith('return value + 1')
  })

  it('refuses a text the check rejects and shows why', () => {
    const onSave = vi.fn()
    render(
      <CodeEditorModal title="x" language="javascript" value="" check={(text) => checkScriptSyntax([], text)} onSave={onSave} onClose={() => {}} />,
    )
    typeCode('if (')
    fireEvent.click(screen.getByRole('button', { name: OK }))
    expect(onSave).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toMatch(/Unexpected|expected/i)
  })
})
