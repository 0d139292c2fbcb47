import type { Page } from 'playwright-core'
import type { ScriptSizes } from '../../lib/index.ts'
import type { RendererAdapter } from '../adapters/index.ts'
import type { GeneratedForm } from '../generate.ts'

export interface Limits {
  /** Page load until the adapter's ready expression holds. */
  readyMs: number
  /** setFormJson (+ setFormData) until painted. */
  renderMs: number
  /** One keystroke: focus, key press, or waiting for its paint. */
  keyMs: number
  /** All keystrokes of one case together. */
  keysTotalMs: number
}

export const DEFAULT_LIMITS: Limits = { readyMs: 60_000, renderMs: 240_000, keyMs: 15_000, keysTotalMs: 180_000 }

export type CaseStatus = 'ok' | 'timed out' | 'failed' | 'not available'

export interface CaseMeasurement {
  caseId: string
  adapterId: string
  status: CaseStatus
  notes: string[]
  paintMs: number | null
  keyMedianMs: number | null
  keyP95Ms: number | null
  keySamplesMs: number[]
  /** The input event's script per key (KeystrokeSample.script), median. */
  keyScriptMedianMs: number | null
  /** The keystrokes again with the page's text boxes detached from the renderer (measureDetachedKeystrokes). */
  keyDetachedMedianMs: number | null
  keyDetachedP95Ms: number | null
  heapMb: number | null
  domElements: number | null
  /** Main-thread time per frame while the data table scrolls. */
  scrollFrameMedianMs: number | null
  scrollFrameP95Ms: number | null
  /** Sub-form add-row click to painted frame. */
  addRowMedianMs: number | null
  addRowP95Ms: number | null
  textInputsFound: number | null
  scripts: ScriptSizes | null
}

/** Measurement steps in order; a step that throws ends the case but keeps earlier figures. */
export type MeasurementStep = (session: CaseSession) => Promise<void>

export interface FormCase {
  id: string
  title: string
  build(): GeneratedForm
  /** Steps run after the page is ready; default: paint, footprint, keystrokes. */
  steps?: readonly MeasurementStep[]
}

/** What a measurement step gets: the page with the form loaded, and where to put figures and notes. */
export interface CaseSession {
  page: Page
  adapter: RendererAdapter
  form: GeneratedForm
  limits: Limits
  result: CaseMeasurement
}

export function emptyMeasurement(caseId: string, adapterId: string, status: CaseStatus, notes: string[] = []): CaseMeasurement {
  return {
    caseId, adapterId, status, notes,
    paintMs: null, keyMedianMs: null, keyP95Ms: null, keySamplesMs: [], keyScriptMedianMs: null, keyDetachedMedianMs: null, keyDetachedP95Ms: null,
    heapMb: null, domElements: null, textInputsFound: null, scripts: null,
    scrollFrameMedianMs: null, scrollFrameP95Ms: null, addRowMedianMs: null, addRowP95Ms: null,
  }
}
