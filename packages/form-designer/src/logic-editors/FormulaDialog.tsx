import { setDiagnostics, type Diagnostic } from '@codemirror/lint'
import { FUNCTIONS, type FormJson, type SchemaStore } from '@tandem/form-core'
import CodeMirror, { type EditorView } from '@uiw/react-codemirror'
import { Alert, Button, Modal, Typography } from 'antd'
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { fillText, useLocale, useLocalText } from '../locale'
import { usePreviewData } from '../preview'
import { fieldTitle } from './FieldSelect'
import { formulaDiagnostics, formulaLint, problemMessage } from './formulaDiagnostics'
import { draftChecker } from './formulaDraft'
import { FormulaLiveResult } from './FormulaLiveResult'
import type { LogicCatalog, LogicField } from './logicFields'
import { logicTexts } from './messages'
import { issueText } from './ruleDraft'

export interface FormulaDialogProps {
  /** the form's store: the result is computed from the data last filled in its 预览 */
  store: SchemaStore
  json: FormJson
  catalog: LogicCatalog
  /** the computed field */
  field: LogicField
  value: string
  onSave: (formula: string) => void
  onClose: () => void
}

const FUNCTION_NAMES = Object.keys(FUNCTIONS)
const listStyle = { maxHeight: 180, overflow: 'auto', border: '1px solid var(--ant-color-border-secondary, #f0f0f0)', borderRadius: 6, padding: 4 }

/**
 * 公式 of a field: CodeMirror with the problems the engine finds as you type, underlined where they
 * are (the message on hover) and listed below with their position (a click selects it), fields
 * inserted by label, the functions with their descriptions, and the live result (FormulaLiveResult).
 */
export function FormulaDialog({ store, json, catalog, field, value, onSave, onClose }: FormulaDialogProps) {
  const text = useLocalText(logicTexts)
  const locale = useLocale()
  const [view, setView] = useState<EditorView | null>(null)
  const [draft, setDraft] = useState(value)
  const [refusal, setRefusal] = useState<string | null>(null)
  const previewData = usePreviewData(store)
  const edited = useCallback((next: string) => {
    setDraft(next)
    setRefusal(null)
  }, [])
  const checkText = useMemo(() => draftChecker(json, field.name), [json, field.name])
  const check = checkText(draft)
  // the underlines of the text the editor holds; read by the editor's own transactions
  const diagnosticsOf = useRef<(formula: string) => Diagnostic[]>(() => [])
  const extensions = useMemo(() => [formulaLint((formula) => diagnosticsOf.current(formula))], [])
  useLayoutEffect(() => {
    diagnosticsOf.current = (formula) => formulaDiagnostics(checkText(formula).problems, formula.length, (problem) => problemMessage(problem, locale, text))
    // the text the editor opened with, and the messages of another locale
    if (view) view.dispatch(setDiagnostics(view.state, diagnosticsOf.current(view.state.doc.toString())))
  }, [view, checkText, locale, text])
  // a field of the same sub-form row is read by name, a column of another sub-form as sub.field
  const insertable = catalog.fields.filter((candidate) => candidate.name !== field.name)
  const referenceOf = (candidate: LogicField) => (candidate.subForm === null || candidate.subForm === field.subForm ? candidate.name : `${candidate.subForm}.${candidate.name}`)

  const insert = (snippet: string) => {
    if (!view) return setDraft((current) => current + snippet)
    view.dispatch(view.state.replaceSelection(snippet))
    view.focus()
  }
  const select = (start: number | undefined, end: number | undefined) => {
    if (!view || start === undefined) return
    view.dispatch({ selection: { anchor: start, head: Math.min(end ?? start, view.state.doc.length) } })
    view.focus()
  }
  const save = () => {
    if (!check.parses) return setRefusal(text.cannotSave)
    onSave(draft.trim())
  }

  return (
    <Modal open title={fillText(text.formulaTitle, { label: field.label })} width={900} okText={text.ok} cancelText={text.cancel} onOk={save} onCancel={onClose}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Paragraph type="secondary">{text.formulaHint}</Typography.Paragraph>
          <CodeMirror
            value={draft}
            height="120px"
            basicSetup={{ lineNumbers: false, foldGutter: false }}
            aria-label={text.formula}
            extensions={extensions}
            onCreateEditor={setView}
            onChange={edited}
            data-formula-editor={field.name}
          />
          <div style={{ marginTop: 8 }} aria-label={text.problems} data-formula-problems>
            {check.problems.length === 0 ? (
              <Typography.Text type="success">{text.noProblems}</Typography.Text>
            ) : (
              check.problems.map((problem, index) => (
                <div key={index} data-problem-code={problem.code} data-problem-start={problem.start}>
                  <Typography.Link type="danger" onClick={() => select(problem.start, problem.end)}>
                    {problem.start === undefined
                      ? issueText({ ...problem, widget: null }, locale, text)
                      : fillText(text.position, { n: problem.start + 1, message: problemMessage(problem, locale, text) })}
                  </Typography.Link>
                </div>
              ))
            )}
          </div>
          <FormulaLiveResult check={check} catalog={catalog} field={field} previewData={previewData} />
          {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginTop: 8 }} />}
        </div>
        <div style={{ width: 280 }}>
          <Typography.Text strong>{text.insertField}</Typography.Text>
          <div style={listStyle} data-formula-fields>
            {insertable.map((candidate) => (
              <Button key={candidate.name} type="text" size="small" block style={{ textAlign: 'start' }} onClick={() => insert(referenceOf(candidate))}>
                {fieldTitle(candidate, locale)}
              </Button>
            ))}
          </div>
          <Typography.Text strong style={{ display: 'block', marginTop: 8 }}>
            {text.functions}
          </Typography.Text>
          <div style={listStyle} data-formula-functions>
            {FUNCTION_NAMES.map((name) => (
              <div key={name} style={{ marginBottom: 4 }}>
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => insert(`${name}(`)}>
                  {name}
                </Button>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                  {locale === 'zh-CN' ? FUNCTIONS[name]!.description : (text.functionDescriptions[name] ?? name)}
                </Typography.Text>
              </div>
            ))}
          </div>
        </div>
      </div>
    </Modal>
  )
}
