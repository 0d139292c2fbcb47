import { json } from '@codemirror/lang-json'
import type { DataSource, DataSourceTransport } from '@tandem/form-core'
import CodeMirror from '@uiw/react-codemirror'
import { Alert, Button, Typography } from 'antd'
import { useMemo, useState, useSyncExternalStore } from 'react'
import { parseJsonText } from '../json-io'
import { fillText, useLocalText } from '../locale'
import { dataSourceTexts } from './messages'
import { testDataSource, type DataSourceTestResult } from './testDataSource'
import { getTestDsv, setTestDsv, subscribeTestDsv } from './testDsv'

export interface DataSourceTesterProps {
  dataSource: DataSource
  /** default: fetch (the real server) */
  transport?: DataSourceTransport
}

const PRE_STYLE = { maxHeight: 240, overflow: 'auto', fontSize: 12, margin: '4px 0 8px' }
const pretty = (value: unknown) => JSON.stringify(value, null, 2)

/** 测试: runs the data source being edited with isSandbox true and the session's test DSV; shows the request and the result or the error. */
export function DataSourceTester({ dataSource, transport }: DataSourceTesterProps) {
  const text = useLocalText(dataSourceTexts)
  const dsv = useSyncExternalStore(subscribeTestDsv, getTestDsv)
  const [dsvText, setDsvText] = useState(() => pretty(dsv))
  const [dsvProblem, setDsvProblem] = useState<string | null>(null)
  const [running, setRunning] = useState(false)
  const [outcome, setOutcome] = useState<DataSourceTestResult | null>(null)
  const extensions = useMemo(() => [json()], [])

  const run = async () => {
    const parsed = parseJsonText(dsvText)
    const value = parsed.ok ? parsed.value : null
    if (!parsed.ok || typeof value !== 'object' || value === null || Array.isArray(value)) {
      setDsvProblem(fillText(text.testDsvInvalid, { reason: parsed.ok ? typeof value : `${parsed.line}:${parsed.column} ${parsed.reason}` }))
      return
    }
    setDsvProblem(null)
    setTestDsv(value as Record<string, unknown>)
    setRunning(true)
    setOutcome(await testDataSource(dataSource, value as Record<string, unknown>, transport))
    setRunning(false)
  }

  return (
    <section aria-label={text.test}>
      <Typography.Text type="secondary">{text.testDsv}</Typography.Text>
      <CodeMirror value={dsvText} height="90px" extensions={extensions} onChange={setDsvText} aria-label={text.testDsv} />
      {dsvProblem && <Alert type="error" showIcon role="alert" title={dsvProblem} />}
      <Button type="primary" style={{ marginTop: 8 }} loading={running} onClick={() => void run()}>
        {text.test}
      </Button>
      {outcome && (
        <div data-ds-test-outcome={outcome.ok ? 'ok' : 'error'} style={{ marginTop: 8 }}>
          {outcome.request && (
            <>
              <Typography.Text strong>{text.testRequest}</Typography.Text>
              <pre aria-label={text.testRequest} style={PRE_STYLE}>
                {`${outcome.request.method.toUpperCase()} ${outcome.request.url}\n${pretty({ headers: outcome.request.headers, params: outcome.request.params, data: outcome.request.data })}`}
              </pre>
            </>
          )}
          {outcome.ok ? (
            <>
              <Typography.Text strong>{text.testResult}</Typography.Text>
              <pre aria-label={text.testResult} style={PRE_STYLE}>
                {pretty(outcome.result)}
              </pre>
            </>
          ) : (
            <Alert type="error" showIcon role="alert" title={fillText(text.testError, { message: outcome.error ?? '' })} description={outcome.messages.length > 0 ? `${text.testMessages}：${outcome.messages.join('；')}` : undefined} />
          )}
        </div>
      )}
    </section>
  )
}
