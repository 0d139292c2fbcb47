import { linter, setDiagnostics, type Diagnostic } from '@codemirror/lint'
import { EditorState, type Extension } from '@uiw/react-codemirror'
import type { FormulaProblemView } from './formulaDraft'
import type { LogicTexts } from './messages'

// The engine's problems with a formula as the editor shows them: a sentence for the list under
// the editor and CodeMirror diagnostics that underline the text they are about.

/** A positioned problem's sentence: the engine's under zh-CN (without its 「第 n 个字符」), its kind under en-US. */
export function problemMessage(problem: FormulaProblemView, locale: string, text: LogicTexts): string {
  return locale === 'zh-CN' ? problem.message.replace(/（第 \d+ 个字符）$/, '') : text.issueCodes[problem.code]
}

/** Diagnostics for the problems that have a position, kept inside a text of `length` characters. */
export function formulaDiagnostics(problems: readonly FormulaProblemView[], length: number, messageOf: (problem: FormulaProblemView) => string): Diagnostic[] {
  return problems.flatMap((problem) => {
    if (problem.start === undefined) return []
    const from = Math.min(problem.start, length)
    const to = Math.min(Math.max(problem.end ?? from, from), length)
    return [{ from, to, severity: 'error' as const, message: messageOf(problem) }]
  })
}

/**
 * Underlines (the message on hover) that follow the text: every change carries the diagnostics
 * of its new text, so they are never a keystroke behind and take no update of their own.
 */
export function formulaLint(diagnosticsOf: (text: string) => Diagnostic[]): Extension {
  return [
    linter(null),
    EditorState.transactionExtender.of((transaction) => {
      if (!transaction.docChanged) return null
      const { effects } = setDiagnostics(transaction.startState, diagnosticsOf(transaction.newDoc.toString()))
      return { effects }
    }),
  ]
}
