import { FUNCTIONS, type FormJson } from '@tandem/form-core'
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror'
import { Alert, Button, Input, Modal, Typography } from 'antd'
import { useMemo, useRef, useState } from 'react'
import { fillText, useLocale, useLocalText } from '../locale'
import { fieldTitle } from './FieldSelect'
import { checkDraftFormula, draftResult } from './formulaDraft'
import type { LogicCatalog, LogicField } from './logicFields'
import { logicTexts } from './messages'
import { issueText } from './ruleDraft'

export interface FormulaDialogProps {
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

/** A field's value as the form shows it: numbers and text as they are, blank as empty. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/**
 * 公式 of a field: CodeMirror with the problems the engine finds as you type (with their
 * position; a click selects it), fields inserted by label, the functions with their descriptions,
 * and the result computed from sample values of the fields it reads.
 */
export function FormulaDialog({ json, catalog, field, value, onSave, onClose }: FormulaDialogProps) {
  const text = useLocalText(logicTexts)
  const locale = useLocale()
  const editor = useRef<ReactCodeMirrorRef>(null)
  const [draft, setDraft] = useState(value)
  const [samples, setSamples] = useState<Record<string, string>>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const check = useMemo(() => checkDraftFormula(json, field.name, draft), [json, field.name, draft])
  const result = useMemo(() => (check.parses && draft.trim() !== '' ? draftResult(check, field.name, samples, catalog) : null), [check, field.name, samples, catalog, draft])
  // a field of the same sub-form row is read by name, a column of another sub-form as sub.field
  const insertable = catalog.fields.filter((candidate) => candidate.name !== field.name)
  const referenceOf = (candidate: LogicField) => (candidate.subForm === null || candidate.subForm === field.subForm ? candidate.name : `${candidate.subForm}.${candidate.name}`)
  const sampled = check.reads.map((name) => catalog.byName.get(name)).filter((read): read is LogicField => read !== undefined && read.isFormItem)

  const insert = (snippet: string) => {
    const view = editor.current?.view
    if (!view) return setDraft((current) => current + snippet)
    view.dispatch(view.state.replaceSelection(snippet))
    view.focus()
  }
  const select = (start: number | undefined, end: number | undefined) => {
    const view = editor.current?.view
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
            ref={editor}
            value={draft}
            height="120px"
            basicSetup={{ lineNumbers: false, foldGutter: false }}
            aria-label={text.formula}
            onChange={(next) => {
              setDraft(next)
              setRefusal(null)
            }}
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
                      : fillText(text.position, { n: problem.start + 1, message: locale === 'zh-CN' ? problem.message.replace(/（第 \d+ 个字符）$/, '') : text.issueCodes[problem.code] })}
                  </Typography.Link>
                </div>
              ))
            )}
          </div>
          {result && (
            <div style={{ marginTop: 8 }} data-formula-result>
              <Typography.Text strong>{text.result}</Typography.Text>
              {'error' in result ? <Typography.Text type="danger">{result.error}</Typography.Text> : <Typography.Text code>{shown(result.value)}</Typography.Text>}
              <Typography.Text type="secondary"> {text.resultFrom}</Typography.Text>
            </div>
          )}
          {sampled.length > 0 && (
            <div style={{ marginTop: 8 }}>
              <Typography.Text strong>{text.sampleData}</Typography.Text>
              {sampled.map((read) => (
                <label key={read.name} style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 4 }}>
                  <span style={{ minWidth: 120 }}>{fieldTitle(read, locale)}</span>
                  <Input
                    aria-label={fillText(text.samplePlaceholder, { label: read.label })}
                    placeholder={fillText(text.samplePlaceholder, { label: read.label })}
                    value={samples[read.name] ?? ''}
                    onChange={(event) => setSamples((current) => ({ ...current, [read.name]: event.target.value }))}
                  />
                </label>
              ))}
            </div>
          )}
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
