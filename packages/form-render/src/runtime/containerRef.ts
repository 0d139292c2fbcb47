import type { FormData, Widget } from '@tandem/form-core'
import { rowFieldPath } from '@tandem/form-core'
import type { ContainerRef, FieldRef, FormRenderApi, WidgetRef } from '../types'
import type { RefHost } from './fieldRef'
import { ScriptInstanceBase, type ScriptDialogs } from './scriptInstance'

/** A container's ref; tab, card and sub-form methods throw the model's error on other types. */
export class ContainerRefImpl extends ScriptInstanceBase implements ContainerRef {
  readonly #host: RefHost
  readonly #name: string

  constructor(host: RefHost, name: string) {
    super()
    this.#host = host
    this.#name = name
  }

  protected scriptDialogs(): ScriptDialogs {
    return this.#host.scriptDialogs()
  }

  get widget(): Widget {
    return this.#host.model.getContainer(this.#name).widget
  }

  get container(): Widget {
    return this.widget
  }

  setHidden(flag: boolean): void {
    this.#host.model.setHidden(this.#name, flag)
  }

  setDisabled(flag: boolean): void {
    this.#host.model.setDisabled(this.#name, flag)
  }

  setWidgetOption(key: string, value: unknown): void {
    this.#host.model.setWidgetOption(this.#name, key, value)
  }

  addCssClass(className: string): void {
    this.#host.model.addCssClass(this.#name, className)
  }

  removeCssClass(className: string): void {
    this.#host.model.removeCssClass(this.#name, className)
  }

  getFormRef(): FormRenderApi {
    return this.#host.api
  }

  getWidgetRef(name: string, showError = false): WidgetRef | null {
    return this.#host.getWidgetRef(name, showError)
  }

  // ===== tab =====

  activeTab(index: number): void {
    this.#host.model.activateTab(this.#name, index)
  }

  disableTab(index: number): void {
    this.#host.model.disableTab(this.#name, index)
  }

  enableTab(index: number): void {
    this.#host.model.enableTab(this.#name, index)
  }

  hideTab(index: number): void {
    this.#host.model.hideTab(this.#name, index)
  }

  showTab(index: number): void {
    this.#host.model.showTab(this.#name, index)
  }

  // ===== card =====

  setFolded(flag: boolean): void {
    this.setWidgetOption('folded', flag)
  }

  toggleCard(): void {
    this.setFolded(this.#host.model.getContainer(this.#name).options.folded !== true)
  }

  // ===== sub-form =====

  getSubFormRowCount(): number {
    return this.#host.model.getRowIds(this.#name).length
  }

  addSubFormRow(data?: FormData): string {
    return this.#host.model.addRow(this.#name, data)
  }

  insertSubFormRow(index: number, data?: FormData): string {
    return this.#host.model.insertRow(this.#name, index, data)
  }

  deleteSubFormRow(index: number): FormData {
    return this.#host.model.deleteRow(this.#name, index)
  }

  disableSubFormRow(index: number): void {
    this.#host.model.disableRow(this.#name, index)
  }

  enableSubFormRow(index: number): void {
    this.#host.model.enableRow(this.#name, index)
  }

  disableSubForm(): void {
    this.#host.model.getSubForm(this.#name)
    this.setDisabled(true)
  }

  enableSubForm(): void {
    this.#host.model.getSubForm(this.#name)
    this.setDisabled(false)
  }

  resetSubForm(): void {
    this.#host.model.resetSubForm(this.#name)
  }

  getSubFormValues(): FormData[] {
    return this.#host.model.getSubFormValues(this.#name)
  }

  setSubFormValues(rows: FormData[]): void {
    this.#host.model.setSubFormValues(this.#name, rows)
  }

  getRowIdData(): string[] {
    return [...this.#host.model.getRowIds(this.#name)]
  }

  getWidgetRefOfSubForm(name: string, rowIndex: number): FieldRef | null {
    const rowId = this.#host.model.getRowIds(this.#name)[rowIndex]
    if (rowId === undefined) return null
    return this.#host.getWidgetRef(rowFieldPath(name, rowId)) as FieldRef | null
  }
}
