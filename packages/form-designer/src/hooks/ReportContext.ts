import { createContext } from 'react'
import type { CommandResult } from '../model'

/** Shows why a command was refused (an antd message in the designer). */
export type ReportResult = (result: CommandResult | null) => void

export const ReportContext = createContext<ReportResult>(() => {})
