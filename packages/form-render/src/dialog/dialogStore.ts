import type { FormData, Widget } from '@tandem/form-core'
import type { DialogKind } from '../runtime'
import type { DialogRef, FormRenderApi } from '../types'

/** The wrapper of a closed dialog or drawer leaves the DOM this long after closing (SPEC §9). */
export const DIALOG_REMOVE_DELAY_MS = 150

export type { DialogKind }

export type CloseTrigger = 'ok' | 'cancel' | 'close'

/** An open dialog's ref as its frame drives it (DialogRefImpl). */
export interface DialogHandle extends DialogRef {
  /** the form rendered inside, once mounted (null when unmounted) */
  attachForm(form: FormRenderApi | null): void
  /** runs the dialog's close hooks for `trigger`, then closes unless they refuse */
  requestClose(trigger: CloseTrigger): void
}

export interface DialogEntry {
  readonly id: number
  readonly kind: DialogKind
  readonly widget: Widget
  readonly formData: FormData
  readonly ref: DialogHandle
  readonly open: boolean
}

let entryCounter = 0

/** Dialogs and drawers opened from one form; FormRender's DialogHost renders them. */
export class DialogStore {
  #entries: readonly DialogEntry[] = []
  readonly #listeners = new Set<() => void>()

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  readonly getEntries = (): readonly DialogEntry[] => this.#entries

  nextId(): number {
    return ++entryCounter
  }

  add(entry: DialogEntry): void {
    this.#set([...this.#entries, entry])
  }

  /** Hides the entry now and removes its wrapper DIALOG_REMOVE_DELAY_MS later. */
  close(id: number): void {
    if (!this.#entries.some((entry) => entry.id === id && entry.open)) return
    this.#set(this.#entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)))
    setTimeout(() => this.#set(this.#entries.filter((entry) => entry.id !== id)), DIALOG_REMOVE_DELAY_MS)
  }

  #set(entries: readonly DialogEntry[]): void {
    this.#entries = entries
    for (const listener of this.#listeners) listener()
  }
}

const stores = new WeakMap<object, DialogStore>()

/** The store of a form API (one per FormRender, created on first use). */
export function dialogStoreOf(owner: object): DialogStore {
  let store = stores.get(owner)
  if (!store) {
    store = new DialogStore()
    stores.set(owner, store)
  }
  return store
}
