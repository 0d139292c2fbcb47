import { createSchemaStore, isFormError, type FormJson } from '@tandem/form-core'
import { Alert, message } from 'antd'
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react'
import { AuthorToolsEnd, AuthorToolsStart } from './author-tools'
import { AutosaveKeeper } from './autosave'
import { DesignCanvas } from './canvas'
import { useWidgetClipboard } from './clipboard'
import { AntdLocale } from './locale'
import type { FormDesignerApi } from './designerApi'
import { DesignerDndContext } from './dnd'
import { DesignerContext, ReportContext, type ReportResult } from './hooks'
import { useDesignerShortcuts } from './keyboard'
import { LeftPanel } from './LeftPanel'
import { createDesignerModel, type DesignerModel } from './model'
import { SidePanelFrame } from './panels'
import { RightPanel } from './RightPanel'
import { useDesignerText } from './messages'
import { useDesignerStyle } from './style'
import { DesignerToolbar } from './toolbar'

const EMPTY_FORM = { widgetList: [], formConfig: {} }

export interface FormDesignerProps {
  /** the form to start from (VForm JSON, object or string); an empty form when omitted; read once */
  initialJson?: unknown
  /** 保存: receives the form as it should be stored */
  onSave?: (json: FormJson) => void
  /** first in the toolbar, before undo/redo: the host page's breadcrumb and title, on one line */
  toolbarLead?: ReactNode
  /** tools after undo/redo in the toolbar */
  toolbarStart?: ReactNode
  /** tools before 保存 in the toolbar */
  toolbarEnd?: ReactNode
  /** localStorage key under which every change is kept and restored on reopening; no autosave without one */
  autosaveKey?: string
  /**
   * When `initialJson` was saved (ms since the epoch, or a date string): a kept form older than it is
   * dropped, a newer one is offered against it. Without it a kept form is restored with a notice.
   */
  initialSavedAt?: number | string
  className?: string
  ref?: Ref<FormDesignerApi>
}

/** The designer model of `json`, or why the JSON cannot be designed. */
function openForm(json: unknown): { model: DesignerModel } | { error: string } {
  try {
    return { model: createDesignerModel(createSchemaStore(json ?? EMPTY_FORM)) }
  } catch (error) {
    if (isFormError(error)) return { error: error.message }
    throw error
  }
}

/** VForm's designer: the toolbar across, palette (left), canvas (centre), settings (right); the side panels resize and fold. JSON that cannot be loaded shows the loader's reason. */
export function FormDesigner({ initialJson, ...props }: FormDesignerProps) {
  const messages = useDesignerText()
  const [opened] = useState(() => openForm(initialJson))
  return (
    <AntdLocale>
      {'error' in opened ? <Alert type="error" showIcon title={`${messages.canvas.cannotOpen}${opened.error}`} /> : <DesignerWorkspace model={opened.model} {...props} />}
    </AntdLocale>
  )
}

function DesignerWorkspace({ model, onSave, toolbarLead, toolbarStart, toolbarEnd, autosaveKey, initialSavedAt, className, ref }: Omit<FormDesignerProps, 'initialJson'> & { model: DesignerModel }) {
  const rootRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const [messageApi, messageHolder] = message.useMessage()
  const report = useCallback<ReportResult>((result) => {
    if (result && !result.ok) void messageApi.warning(result.reason)
  }, [messageApi])
  useEffect(() => model.connect(), [model])
  useDesignerStyle()
  useDesignerShortcuts(model, rootRef, report)
  useWidgetClipboard(model, rootRef, report)
  useImperativeHandle(
    ref,
    (): FormDesignerApi => ({
      getFormJson: () => model.store.toSavedJson(),
      setFormJson: (json) => void model.store.dispatch({ type: 'replaceForm', json }),
      getSchemaStore: () => model.store,
      getDesignerModel: () => model,
    }),
    [model],
  )
  const save = () => onSave?.(model.store.toSavedJson())
  return (
    <DesignerContext value={model}>
      <ReportContext value={report}>
        <DesignerDndContext>
          <SidePanelFrame
            rootRef={rootRef}
            className={className ? `tfd-designer ${className}` : 'tfd-designer'}
            leftId={`${panelId}-left`}
            rightId={`${panelId}-right`}
            toolbar={<DesignerToolbar onSave={save} lead={toolbarLead} start={<><AuthorToolsStart />{toolbarStart}</>} end={<><AuthorToolsEnd />{toolbarEnd}</>} />}
            left={<LeftPanel id={`${panelId}-left`} />}
            centre={<main className="tfd-centre"><DesignCanvas /></main>}
            right={<RightPanel id={`${panelId}-right`} />}
          />
        </DesignerDndContext>
        {autosaveKey !== undefined && <AutosaveKeeper storageKey={autosaveKey} openedSavedAt={initialSavedAt} />}
        {messageHolder}
      </ReportContext>
    </DesignerContext>
  )
}
