import type { StaticMount } from '../../lib/index.ts'

export interface AdapterEnv {
  /** Origin of the bench's own loopback static server (serves every adapter's `mounts`). */
  benchOrigin: string
  /** Where the Tandem server runs (default http://localhost:8080). */
  baseUrl: string
  /** Start the Tandem server (`npm start`) when it is not answering. */
  startServer: boolean
  log(message: string): void
}

export type AdapterTarget = { url: string } | { unavailable: string }

/**
 * One renderer under test. Everything the harness does in the page goes through these members,
 * so plugging in a renderer means writing one object like this.
 */
export interface RendererAdapter {
  readonly id: string
  /** Short name for table headers. */
  readonly name: string
  /** Full description with versions. */
  readonly label: string
  /** Static files the bench server must serve for this renderer's page. */
  readonly mounts: readonly StaticMount[]
  /** Resolves the page to open, or says why this renderer cannot run now. */
  prepare(env: AdapterEnv): Promise<AdapterTarget>
  /** JavaScript expression, true in the page once `renderSource` may be called. */
  readonly readyExpression: string
  /**
   * JavaScript source of `(json, formData) => Promise<void>` run in the page: loads the form JSON
   * (setFormJson), then the data when it has keys (setFormData), and resolves once it is painted.
   */
  readonly renderSource: string
  /** Widget types this renderer cannot render; a case using one reads "not available". */
  readonly unsupportedWidgetTypes: readonly string[]
  /** CSS selector of the text boxes of `input` widgets, in document order (keystroke targets). */
  readonly textInputSelector: string
  /** The sub-form of the sub-form cases: its add-row button, and an expression (a number or a promise of one) counting its rows. */
  readonly subForm: { readonly addRowButtonSelector: string; readonly rowCountExpression: string }
  /** Stops whatever `prepare` started. */
  dispose(): Promise<void>
}
