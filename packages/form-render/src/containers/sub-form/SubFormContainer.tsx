import type { SubFormSnapshot, Widget } from '@tandem/form-core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { use, useCallback, useEffect, useMemo, useRef } from 'react'
import { ConfirmContext, PrintLayoutContext } from '../../context'
import { useContainer, useFormRuntime, useFormState } from '../../hooks'
import { useDesignShell } from '../../design'
import { VFORM_CONTAINER_CLASS, VFORM_CONTAINER_WRAPPER_CLASS, classNames } from '../../style'
import { SubFormDesign } from './SubFormDesign'
import { SubFormHeader } from './SubFormHeader'
import { SubFormRow } from './SubFormRow'
import { ESTIMATED_ROW_PX, VIRTUAL_ROW_THRESHOLD, VIRTUAL_VIEWPORT_PX, subFormLayout } from './subFormLayout'

/** VForm sub-form and grid-sub-form: rows for users, the widget list once on a design canvas. */
export function SubFormContainer({ widget }: { widget: Widget }) {
  return useDesignShell() ? <SubFormDesign widget={widget} /> : <SubFormRows widget={widget} />
}

/**
 * The rows of a sub-form: a grid of rows (stable row ids), add / insert / delete with confirmation.
 * Above VIRTUAL_ROW_THRESHOLD rows only the rows in view are mounted; their fields live in the
 * model regardless, so they validate and answer getWidgetRef while unmounted.
 */
function SubFormRows({ widget }: { widget: Widget }) {
  const runtime = useFormRuntime()
  const { model } = runtime
  const confirm = use(ConfirmContext)
  const form = useFormState()
  const sf = useContainer<SubFormSnapshot>(widget.options.name)
  const name = sf.name
  const showActions = !form.readMode
  const layout = useMemo(() => subFormLayout(widget, sf.options, showActions), [widget, sf.options, showActions])
  const text = useCallback((key: Parameters<typeof model.t>[0]) => model.t(key), [model, form.locale]) // eslint-disable-line react-hooks/exhaustive-deps
  // On paper every row prints: no window, no scroll box.
  const virtual = sf.rowIds.length > VIRTUAL_ROW_THRESHOLD && !use(PrintLayoutContext)
  const scrollRef = useRef<HTMLDivElement>(null)
  const rowIds = sf.rowIds
  const virtualizer = useVirtualizer({
    count: virtual ? rowIds.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 6,
    getItemKey: (index) => rowIds[index],
  })

  useEffect(
    () =>
      runtime.registerRowRevealer(name, (rowId) => {
        const index = model.getRowIds(name).indexOf(rowId)
        if (index >= 0 && model.getRowIds(name).length > VIRTUAL_ROW_THRESHOLD) virtualizer.scrollToIndex(index, { align: 'center' })
      }),
    [runtime, model, name, virtualizer],
  )

  const onInsert = useCallback((rowId: string) => model.insertRow(name, model.getRowIds(name).indexOf(rowId)), [model, name])
  const onDelete = useCallback(
    (rowId: string) => {
      const remove = () => {
        const index = model.getRowIds(name).indexOf(rowId)
        if (index >= 0) model.deleteRow(name, index)
      }
      if (!confirm) return remove()
      confirm({
        title: model.t('subFormDeleteConfirmTitle'),
        okText: model.t('subFormDeleteConfirm'),
        cancelText: model.t('subFormDeleteCancel'),
        okButtonProps: { danger: true },
        onOk: remove,
      })
    },
    [model, name, confirm],
  )

  if (sf.hidden) return null
  const disabledRows = new Set(sf.disabledRowIds)
  const align = typeof sf.options.labelAlign === 'string' ? sf.options.labelAlign : 'label-center-align'
  // Read mode and a disabled sub-form hold no control to tab to, so a scrolling area takes the focus
  // itself (keyboard users scroll it) and names itself after the sub-form.
  const label = typeof sf.options.label === 'string' && sf.options.label ? sf.options.label : name
  const scrollStop = form.readMode || sf.disabled ? ({ tabIndex: 0, role: 'group', 'aria-label': label } as const) : undefined
  const row = (rowId: string, index: number) => ({
    rowId,
    index,
    layout,
    showActions,
    disabled: sf.disabled || disabledRows.has(rowId),
    text,
    onInsert,
    onDelete,
  })
  return (
    <div className={classNames('tfr-sub-form', VFORM_CONTAINER_WRAPPER_CLASS, VFORM_CONTAINER_CLASS['sub-form'], sf.customClass)} data-widget-type={sf.type} data-widget-name={name} {...scrollStop}>
      <SubFormHeader layout={layout} align={align} showActions={showActions} disabled={sf.disabled} text={text} onAdd={() => model.addRow(name)} />
      {virtual ? (
        <div ref={scrollRef} className="tfr-sub-form-scroll" style={{ maxHeight: VIRTUAL_VIEWPORT_PX }} {...scrollStop}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => (
              <SubFormRow
                key={item.key as string}
                {...row(rowIds[item.index], item.index)}
                rowRef={virtualizer.measureElement}
                top={item.start}
              />
            ))}
          </div>
        </div>
      ) : (
        rowIds.map((rowId, index) => <SubFormRow key={rowId} {...row(rowId, index)} />)
      )}
    </div>
  )
}
