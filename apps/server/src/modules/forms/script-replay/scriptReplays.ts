import type { DataFieldStates, FieldError, FormData, FormJson } from '@tandem/form-core'
import { errors } from '../../../errors.js'
import type { LoadedForm } from '../formJson.js'
import { BoundedMap } from '../../../boundedMap.js'
import { scriptsOf, type ScriptDryRun } from './dryRun.js'
import type { ReplayPool } from './replayPool.js'
import { describeFailure, describeSkipped } from './replayMessages.js'

interface VersionEntry extends LoadedForm {
  scriptCount: number
  dryRun: Promise<ScriptDryRun[]> | null
}

/** A script's dry run as the inventory and publish's warnings show it. */
export interface ScriptReport extends ScriptDryRun {
  /** what failed, in Chinese (null when nothing did) */
  message: string | null
}

const VERSIONS_KEPT = 64

/**
 * The forms module's use of the replay pool: a save's replay (skipped for forms without scripts),
 * publish's dry run and the version view's inventory. Facts about a version (loaded JSON, its
 * scripts, its dry run) are kept per version, since versions never change. Each method takes the
 * form as its caller loaded it (loadChecked) and fills nothing again; the workers are sent the
 * stored JSON, which each loads once per version it replays.
 */
export class ScriptReplays {
  readonly #pool: ReplayPool
  readonly #versions = new BoundedMap<number, VersionEntry>(VERSIONS_KEPT, { refreshOnRead: true })

  constructor(pool: ReplayPool) {
    this.#pool = pool
  }

  /**
   * The data and field states a save is validated with: null when the version has no scripts (its
   * JSON decides), else what the replay left, with the values the fields' onValidate scripts refuse
   * (withScriptRefusals adds them to the validator's errors). A script that fails ends the save
   * with a 422 naming it.
   */
  async forSave(versionId: number, load: () => Promise<LoadedForm>, data: FormData): Promise<{ data: FormData; states: DataFieldStates; refused: FieldError[] } | null> {
    const version = await this.#version(versionId, load)
    if (version.scriptCount === 0) return null
    const result = await this.#pool.replay(`version:${versionId}`, () => version.stored, data)
    if (!result.ok) throw new errors.TND_ERR_FORM_SCRIPT_FAILED(describeFailure(version.json, result.failure, this.#pool.limits))
    return { data: result.data, states: result.states, refused: result.refused }
  }

  /** The dry run of a published version (computed once per version). */
  async inventory(versionId: number, load: () => Promise<LoadedForm>): Promise<ScriptReport[]> {
    const version = await this.#version(versionId, load)
    version.dryRun ??= this.#dryRun(`version:${versionId}`, version)
    version.dryRun.catch(() => (version.dryRun = null))
    return this.#reports(version.json, await version.dryRun)
  }

  /**
   * Publish's check of a draft: refuses (422) a script that does not parse; the other findings
   * (failed, skipped calls) come back as warnings.
   */
  async checkDraft(formId: number, revision: number, draft: LoadedForm): Promise<ScriptReport[]> {
    const entry: VersionEntry = { ...draft, scriptCount: scriptsOf(draft.json).length, dryRun: null }
    if (entry.scriptCount === 0) return []
    const reports = this.#reports(draft.json, await this.#dryRun(`draft:${formId}:${revision}`, entry))
    const invalid = reports.filter((report) => report.status === 'invalid')
    if (invalid.length > 0) throw new errors.TND_ERR_FORM_SCRIPT_INVALID(invalid.map((report) => report.message).join('；'))
    return reports
  }

  /** Publish's warnings, in Chinese: scripts that failed their dry run or call what the server skips. */
  static warnings(json: FormJson, reports: readonly ScriptReport[]): string[] {
    return reports.flatMap((report) =>
      report.message ? [report.message] : report.skippedCalls.length > 0 ? [describeSkipped(json, report, report.skippedCalls)] : [],
    )
  }

  close(): Promise<void> {
    return this.#pool.close()
  }

  /** Every script's dry run, each a job of its own (one stopped by the pool fails alone). */
  #dryRun(key: string, entry: VersionEntry): Promise<ScriptDryRun[]> {
    return Promise.all(Array.from({ length: entry.scriptCount }, (_, index) => this.#pool.dryRun(key, () => entry.stored, index)))
  }

  #reports(json: FormJson, runs: ScriptDryRun[]): ScriptReport[] {
    return runs.map((run) => ({ ...run, message: run.failure ? describeFailure(json, run.failure, this.#pool.limits) : null }))
  }

  async #version(versionId: number, load: () => Promise<LoadedForm>): Promise<VersionEntry> {
    const kept = this.#versions.get(versionId)
    if (kept) return kept
    const loaded = await load()
    const entry: VersionEntry = { ...loaded, scriptCount: scriptsOf(loaded.json).length, dryRun: null }
    this.#versions.set(versionId, entry)
    return entry
  }
}
