import { fetchTransport, runDataSource, type DataSource, type DataSourceRequestConfig, type DataSourceTransport, type DataSourceVariables } from '@tandem/form-core'

export interface DataSourceTestResult {
  /** the request as sent (after configHandlerCode), when it got that far */
  request: DataSourceRequestConfig | null
  ok: boolean
  /** what dataHandlerCode returned */
  result?: unknown
  /** the error's message */
  error?: string
  /** texts the error handler showed through $message */
  messages: string[]
}

/** Runs a data source as the designer's 测试 does: isSandbox true, the test DSV, the request recorded. */
export async function testDataSource(ds: DataSource, dsv: DataSourceVariables, transport: DataSourceTransport = fetchTransport): Promise<DataSourceTestResult> {
  let request: DataSourceRequestConfig | null = null
  const messages: string[] = []
  const recording: DataSourceTransport = (config) => {
    request = config
    return transport(config)
  }
  const onMessage = (text: string) => void messages.push(text)
  try {
    const result = await runDataSource(ds, { dsv, isSandbox: true, transport: recording, onError: onMessage, message: { warning: onMessage, info: onMessage, success: onMessage } })
    return { request, ok: true, result, messages }
  } catch (error) {
    return { request, ok: false, error: error instanceof Error ? error.message : String(error), messages }
  }
}
