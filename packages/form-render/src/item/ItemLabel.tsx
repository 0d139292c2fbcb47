import { InfoCircleOutlined, QuestionCircleOutlined } from '@ant-design/icons'
import type { FieldSnapshot, FormConfig } from '@tandem/form-core'
import { Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { VFORM_LABEL_CLASS } from '../style'

interface ItemLabelProps {
  field: FieldSnapshot
  formConfig: FormConfig
  id: string
  /** id of the control the label names */
  htmlFor: string | undefined
}

/** Pixel width of a field's label: its own labelWidth, else the form's, else 80 (VForm). */
export function labelWidthOf(field: FieldSnapshot, formConfig: FormConfig): number {
  const own = Number(field.options.labelWidth)
  if (own > 0) return own
  const form = Number(formConfig.labelWidth)
  return form > 0 ? form : 80
}

function LabelIcon({ field }: { field: FieldSnapshot }): ReactNode {
  const iconClass = field.options.labelIconClass
  const tooltip = field.options.labelTooltip
  if (!iconClass) return null
  const Icon = String(iconClass).includes('question') ? QuestionCircleOutlined : InfoCircleOutlined
  const icon = <Icon className="tfr-label-icon" />
  return tooltip ? <Tooltip title={tooltip}>{icon}</Tooltip> : icon
}

/** The label column of a form item: required marker, text, icon with tooltip (front or rear). */
export function ItemLabel({ field, formConfig, id, htmlFor }: ItemLabelProps) {
  const { options } = field
  const hidden = options.labelHidden === true
  const width = hidden ? 0 : labelWidthOf(field, formConfig)
  if (hidden) return null
  const icon = <LabelIcon field={field} />
  const front = options.labelIconPosition === 'front'
  const text = options.labelTooltip && !options.labelIconClass ? <Tooltip title={options.labelTooltip}>{field.label}</Tooltip> : field.label
  return (
    <label
      id={id}
      htmlFor={htmlFor}
      className={`tfr-item-label ${VFORM_LABEL_CLASS}${field.required ? ' tfr-required' : ''}`}
      style={{ width }}
      title={field.label}
    >
      {front && icon}
      {text}
      {!front && icon}
    </label>
  )
}
