import type { FormData } from '@tandem/form-core'
import { Input, Radio, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { fillText, useLocale, useLocalText } from '../locale'
import { fieldTitle } from './FieldSelect'
import { draftResults, sampleData, type FormulaCheck, type FormulaResult } from './formulaDraft'
import type { LogicCatalog, LogicField } from './logicFields'
import { logicTexts } from './messages'

export interface FormulaLiveResultProps {
  check: FormulaCheck
  catalog: LogicCatalog
  /** the computed field */
  field: LogicField
  /** the data last filled in 预览, null when none was */
  previewData: FormData | null
}

type Source = 'preview' | 'samples'

/** A value as the form shows it: numbers and text as they are, blank as empty. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** A field's value in the preview's data; a sub-form column's values row by row. */
function previewValue(data: FormData, field: LogicField): string {
  if (field.subForm === null) return shown(data[field.name])
  const rows = data[field.subForm]
  return Array.isArray(rows) ? rows.map((row) => shown((row as Record<string, unknown>)?.[field.name])).join('、') : ''
}

function ResultValue({ result }: { result: FormulaResult }) {
  return 'error' in result ? <Typography.Text type="danger">{result.error}</Typography.Text> : <Typography.Text code>{shown(result.value)}</Typography.Text>
}

/**
 * 计算结果 of the draft formula, computed by the engine from the data the author last filled in
 * 预览 (a field of a sub-form row by row), or from sample values typed here when there is none or
 * the author picks 示例数据; it says which data it used.
 */
export function FormulaLiveResult({ check, catalog, field, previewData }: FormulaLiveResultProps) {
  const text = useLocalText(logicTexts)
  const locale = useLocale()
  const [samples, setSamples] = useState<Record<string, string>>({})
  const [picked, setPicked] = useState<Source>('preview')
  const source: Source = previewData !== null && picked === 'preview' ? 'preview' : 'samples'
  const data = useMemo(() => (source === 'preview' && previewData !== null ? previewData : sampleData(field.name, samples, catalog)), [source, previewData, field.name, samples, catalog])
  const outcome = useMemo(() => (check.parses && !check.blank ? draftResults(check, field.name, data) : null), [check, field.name, data])
  const read = check.reads.map((name) => catalog.byName.get(name)).filter((candidate): candidate is LogicField => candidate !== undefined && candidate.isFormItem)
  // the preview's rows of the field's sub-form are listed one by one (samples fill one row)
  const rowsOf = outcome !== null && source === 'preview' ? outcome.subForm : null

  return (
    <>
      {outcome && (
        <div style={{ marginTop: 8 }} data-formula-result data-result-source={source}>
          <Typography.Text strong>{text.result}</Typography.Text>
          {rowsOf === null && outcome.results[0] && <ResultValue result={outcome.results[0]} />}
          <Typography.Text type="secondary"> {source === 'preview' ? text.resultFromPreview : text.resultFromSamples}</Typography.Text>
          {rowsOf !== null && outcome.results.length === 0 && <div>{fillText(text.noRows, { subForm: catalog.byName.get(rowsOf)?.label ?? rowsOf })}</div>}
          {rowsOf !== null &&
            outcome.results.map((result, index) => (
              <div key={index} data-result-row={index}>
                {fillText(text.rowResult, { n: index + 1 })}
                <ResultValue result={result} />
              </div>
            ))}
        </div>
      )}
      <div style={{ marginTop: 8 }}>
        {previewData === null ? (
          <Typography.Text type="secondary">{text.previewHint}</Typography.Text>
        ) : (
          <Radio.Group
            size="small"
            optionType="button"
            aria-label={text.dataUsed}
            value={source}
            onChange={(event) => setPicked(event.target.value as Source)}
            options={[
              { value: 'preview', label: text.previewData },
              { value: 'samples', label: text.sampleData },
            ]}
          />
        )}
      </div>
      {read.length > 0 && (
        <div style={{ marginTop: 8 }} data-formula-data={source}>
          <Typography.Text strong>{source === 'preview' ? text.previewData : text.sampleData}</Typography.Text>
          {read.map((candidate) => (
            <div key={candidate.name} style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 4 }}>
              <span style={{ minWidth: 120 }}>{fieldTitle(candidate, locale)}</span>
              {source === 'preview' && previewData !== null ? (
                <Typography.Text code data-preview-value={candidate.name}>
                  {previewValue(previewData, candidate)}
                </Typography.Text>
              ) : (
                <Input
                  aria-label={fillText(text.samplePlaceholder, { label: candidate.label })}
                  placeholder={fillText(text.samplePlaceholder, { label: candidate.label })}
                  value={samples[candidate.name] ?? ''}
                  onChange={(event) => setSamples((current) => ({ ...current, [candidate.name]: event.target.value }))}
                />
              )}
            </div>
          ))}
        </div>
      )}
    </>
  )
}
