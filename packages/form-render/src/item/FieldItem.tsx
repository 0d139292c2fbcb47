import { useEffect, type CSSProperties } from 'react'
import { designHiddenProps, useDesignShell } from '../design'
import { useField, useFormRuntime } from '../hooks'
import {
  VFORM_CONTENT_CLASS,
  VFORM_ERROR_CLASS,
  VFORM_FIELD_WRAPPER_CLASS,
  VFORM_ITEM_CLASS,
  VFORM_LABEL_CLASS,
  VFORM_STATIC_CLASS,
  classNames,
  vformItemSizeClass,
  vformLabelAlign,
} from '../style'
import type { FieldWidgetComponent } from '../widgets'
import { ItemLabel } from './ItemLabel'
import { useWidgetProps } from './useWidgetProps'

/** Out of sight but still the control's label for assistive technology (a `hidden` label names nothing). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  minHeight: 0,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}

interface FieldItemProps {
  path: string
  Component: FieldWidgetComponent
  /** inside a sub-form row the header shows the label; the item keeps it out of sight, as VForm does */
  inRow?: boolean
}

/** Runs the widget's onMounted script once its component is mounted. */
function useMountedScript(path: string): void {
  const runtime = useFormRuntime()
  useEffect(() => {
    const field = runtime.model.getField(path)
    runtime.runScript('onMounted', field.options.onMounted, runtime.refOf(path), [], field.name)
  }, [runtime, path])
}

/**
 * A form-item field: label column, the widget adapter, the first validation message under it.
 * It is the only component that reads the field, so a keystroke re-renders just this item.
 */
export function FieldItem({ path, Component, inRow = false }: FieldItemProps) {
  const runtime = useFormRuntime()
  const field = useField(path)
  const widgetProps = useWidgetProps(runtime, field)
  const design = useDesignShell() !== null
  useMountedScript(path)
  if (field.hidden && !design) return null
  const error = field.errors[0]
  // read mode shows text, no control to point at
  const control = field.readMode ? undefined : widgetProps.id
  // VForm's field-wrapper > el-form-item > label + content, so cssCode written for VForm applies
  const className = classNames(
    'tfr-item',
    VFORM_ITEM_CLASS,
    vformItemSizeClass(widgetProps.size),
    vformLabelAlign(field.options.labelAlign, runtime.model.formConfig.labelAlign),
    field.required && 'is-required required',
    error && 'tfr-item-has-error is-error',
    field.customClass,
  )
  return (
    <div className={VFORM_FIELD_WRAPPER_CLASS}>
      <div
        className={className}
        data-widget-type={field.type}
        data-widget-name={field.name}
        data-field-path={path}
        {...designHiddenProps(field.hidden, design)}
      >
        {inRow ? (
          <label className={`tfr-item-label ${VFORM_LABEL_CLASS}`} style={VISUALLY_HIDDEN} id={widgetProps.labelId} htmlFor={control}>
            {field.label}
          </label>
        ) : (
          <ItemLabel field={field} formConfig={runtime.model.formConfig} id={widgetProps.labelId} htmlFor={control} />
        )}
        <div className={`tfr-item-control ${VFORM_CONTENT_CLASS}`}>
          <Component {...widgetProps} />
          {error && (
            <div className={`tfr-item-error ${VFORM_ERROR_CLASS}`} role="alert">
              {error}
            </div>
          )}
        </div>
      </div>
    </div>
  )
}

/** A static widget (text, html, button, divider, slot): no label column, no value. */
export function StaticItem({ path, Component }: FieldItemProps) {
  const runtime = useFormRuntime()
  const field = useField(path)
  const widgetProps = useWidgetProps(runtime, field)
  const design = useDesignShell() !== null
  useMountedScript(path)
  if (field.hidden && !design) return null
  return (
    <div className={VFORM_FIELD_WRAPPER_CLASS}>
      <div
        className={classNames('tfr-static', VFORM_STATIC_CLASS, field.customClass)}
        data-widget-type={field.type}
        data-widget-name={field.name}
        data-field-path={path}
        {...designHiddenProps(field.hidden, design)}
      >
        <Component {...widgetProps} />
      </div>
    </div>
  )
}
