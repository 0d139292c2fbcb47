import { t, type Locale } from '@tandem/form-core'
import type { CheckboxProps } from 'antd'
import { isValidElement, type ChangeEvent, type MouseEvent, type ReactNode } from 'react'

/** Looks like antd's checkbox through antd's CSS variables; the header keeps antd's own. */
export const ROW_CHECKBOX_CSS = `
.tfr-row-check { appearance: none; position: relative; margin: 0; width: 16px; height: 16px; vertical-align: middle; cursor: pointer;
  border: 1px solid var(--ant-color-border, #d9d9d9); border-radius: var(--ant-border-radius-sm, 4px); background: var(--ant-color-bg-container, #fff);
  transition: background-color 0.2s, border-color 0.2s; }
.tfr-row-check:hover:not(:disabled) { border-color: var(--ant-color-primary, #1677ff); }
.tfr-row-check:focus-visible { outline: 2px solid var(--ant-color-primary-border, #91caff); outline-offset: 1px; }
.tfr-row-check:checked { background: var(--ant-color-primary, #1677ff); border-color: var(--ant-color-primary, #1677ff); }
.tfr-row-check:checked::after { content: ''; position: absolute; left: 4.5px; top: 1.5px; width: 5px; height: 9px;
  border: solid var(--ant-color-white, #fff); border-width: 0 2px 2px 0; transform: rotate(45deg); }
.tfr-row-check:indeterminate:not(:checked)::after { content: ''; position: absolute; left: 3px; top: 3px; width: 8px; height: 8px;
  background: var(--ant-color-primary, #1677ff); }
.tfr-row-check:disabled { cursor: not-allowed; background: var(--ant-color-bg-container-disabled, rgba(0, 0, 0, 0.04)); border-color: var(--ant-color-border, #d9d9d9); }
.tfr-row-check:disabled:checked::after { border-color: var(--ant-color-text-disabled, rgba(0, 0, 0, 0.25)); }
`

export interface RowCheckProps {
  checked: boolean
  indeterminate?: boolean
  disabled: boolean
  label?: string
  onClick?(event: MouseEvent<HTMLInputElement>): void
  onChange?(event: ChangeEvent<HTMLInputElement>): void
}

/** The accessible name of a row's checkbox (antd's own is English), in the form's locale. */
export function rowCheckLabel(index: number, checked: boolean, locale: Locale): string {
  return t(checked ? 'dataTableRowSelected' : 'dataTableSelectRow', [index + 1], locale)
}

/** The plain checkbox of a row's selection cell (a function, not a component: one less per row). */
export function rowCheckInput({ checked, indeterminate, disabled, label, onClick, onChange }: RowCheckProps): ReactNode {
  return (
    <input
      type="checkbox"
      className="tfr-row-check"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate === true
      }}
      onClick={onClick}
      onChange={onChange}
    />
  )
}

/**
 * The selection cell of a row: a plain checkbox driven by the props antd gave its own checkbox
 * (checked, half-checked, disabled, its click and change handlers, which do shift-range and tree
 * selection). antd's checkbox renders several components with style hooks per row, a large share
 * of the work when a virtual body brings a screenful of new rows into view on every frame.
 */
export function rowCheckbox(originNode: ReactNode, label: string): ReactNode {
  if (!isValidElement<CheckboxProps>(originNode)) return originNode
  const { checked, indeterminate, disabled, onClick, onChange } = originNode.props
  return rowCheckInput({
    checked: checked === true,
    indeterminate: indeterminate === true,
    disabled: disabled === true,
    label,
    onClick: (event) => onClick?.(event),
    onChange: (event) => onChange?.(event as never),
  })
}
