import { use } from 'react'
import { ReportContext, type ReportResult } from './ReportContext'

/** Tells the author why a command was refused; silent when it succeeded. */
export function useReport(): ReportResult {
  return use(ReportContext)
}
