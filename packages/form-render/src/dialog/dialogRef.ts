import type { Widget } from '@tandem/form-core'
import { ScriptInstanceBase, type FormRuntime, type ScriptDialogs } from '../runtime'
import type { FormRenderApi, WidgetRef } from '../types'
import type { CloseTrigger, DialogHandle, DialogKind, DialogStore } from './dialogStore'

const HOOKS = {
  'vf-dialog': { opened: 'onDialogOpened', beforeClose: 'onDialogBeforeClose' },
  'vf-drawer': { opened: 'onDrawerOpened', beforeClose: 'onDrawerBeforeClose' },
} as const

/**
 * `this` of a dialog's or drawer's scripts: the parent form, the nested form, its widgets and the
 * extra data given to showDialog/showDrawer. Also runs the open and close hooks.
 */
export class DialogRefImpl extends ScriptInstanceBase implements DialogHandle {
  readonly #runtime: FormRuntime
  readonly #store: DialogStore
  readonly #id: number
  readonly #kind: DialogKind
  readonly #widget: Widget
  readonly #extraData: unknown
  #form: FormRenderApi | null = null

  constructor(runtime: FormRuntime, store: DialogStore, id: number, kind: DialogKind, widget: Widget, extraData: unknown) {
    super()
    this.#runtime = runtime
    this.#store = store
    this.#id = id
    this.#kind = kind
    this.#widget = widget
    this.#extraData = extraData
  }

  get widget(): Widget {
    return this.#widget
  }

  protected scriptDialogs(): ScriptDialogs {
    return this.#runtime.scriptDialogs()
  }

  getParentFormRef(): FormRenderApi {
    return this.#runtime.api
  }

  /** The nested form (null until it has mounted). */
  getFormRef(): FormRenderApi | null {
    return this.#form
  }

  getWidgetRef(name: string, showError = false): WidgetRef | null {
    return this.#form?.getWidgetRef(name, showError) ?? null
  }

  getExtraData(): unknown {
    return this.#extraData
  }

  /** Closes through the before-close hook (scripts may call it). */
  close(): void {
    this.requestClose('close')
  }

  /** When the nested form first answers: read / disabled mode, then onDialogOpened / onDrawerOpened. */
  attachForm(form: FormRenderApi | null): void {
    const first = this.#form === null && form !== null
    this.#form = form ?? this.#form
    if (!first || !form) return
    const options = this.#widget.options
    if (options.readMode === true) form.setReadMode(true)
    if (options.disabledMode === true) form.disableForm()
    this.#run(HOOKS[this.#kind].opened, [])
  }

  /**
   * OK and cancel run their script first (returning false keeps the dialog open); every close path
   * then asks the before-close hook, whose `false` blocks the close.
   */
  requestClose(trigger: CloseTrigger): void {
    if (trigger === 'ok' && this.#run('onOkButtonClick', []) === false) return
    if (trigger === 'cancel' && this.#run('onCancelButtonClick', []) === false) return
    const done = () => this.#store.close(this.#id)
    if (this.#run(HOOKS[this.#kind].beforeClose, [done]) === false) return
    done()
  }

  #run(hook: Parameters<FormRuntime['runScript']>[0], args: readonly unknown[]): unknown {
    return this.#runtime.runScript(hook, this.#widget.options[hook], this, args, this.#widget.options.name)
  }
}
