import { useEffect, useId } from 'react'
import { designHiddenProps, useDesignShell } from '../design'
import { useField, useFieldShell, useFormRuntime } from '../hooks'
import {
  VFORM_CONTENT_CLASS,
  VFORM_ERROR_CLASS,
  VFORM_FIELD_WRAPPER_CLASS,
  VFORM_ITEM_CLASS,
  VFORM_LABEL_CLASS,
  VFORM_STATIC_CLASS,
  VISUALLY_HIDDEN,
  classNames,
  vformItemSizeClass,
  vformLabelAlign,
} from '../style'
import { toWidgetSize, type FieldWidgetComponent } from '../widgets'
import { ItemLabel } from './ItemLabel'
import { useWidgetProps } from './useWidgetProps'

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

/** The widget of a form item: the only part that reads the field's value, so a keystroke renders it alone. */
function FieldControl({ path, Component, id }: { path: string; Component: FieldWidgetComponent; id: string }) {
  const runtime = useFormRuntime()
  const widgetProps = useWidgetProps(runtime, useField(path), id)
  return <Component {...widgetProps} />
}

/**
 * A form-item field: label column, the widget adapter, the first validation message under it.
 * The item renders when the field's state other than its value changes (label, flags, message);
 * a keystroke renders its FieldControl only.
 */
export function FieldItem({ path, Component, inRow = false }: FieldItemProps) {
  const runtime = useFormRuntime()
  const field = useFieldShell(path)
  const id = useId()
  const design = useDesignShell() !== null
  useMountedScript(path)
  if (field.hidden && !design) return null
  const error = field.errors[0]
  const formConfig = runtime.model.formConfig
  const labelId = `${id}label`
  // read mode shows text, no control to point at
  const control = field.readMode ? undefined : id
  // VForm's field-wrapper > el-form-item > label + content, so cssCode written for VForm applies
  const className = classNames(
    'tfr-item',
    VFORM_ITEM_CLASS,
    vformItemSizeClass(toWidgetSize(field.options.size || formConfig.size)),
    vformLabelAlign(field.options.labelAlign, formConfig.labelAlign),
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
          <label className={`tfr-item-label ${VFORM_LABEL_CLASS}`} style={VISUALLY_HIDDEN} id={labelId} htmlFor={control}>
            {field.label}
          </label>
        ) : (
          <ItemLabel field={field} formConfig={formConfig} id={labelId} htmlFor={control} />
        )}
        <div className={`tfr-item-control ${VFORM_CONTENT_CLASS}`}>
          <FieldControl path={path} Component={Component} id={id} />
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
  const widgetProps = useWidgetProps(runtime, field, useId())
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
