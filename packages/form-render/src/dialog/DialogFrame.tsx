import { Button, Drawer, Modal } from 'antd'
import { useMemo, type ReactNode } from 'react'
import { classNames } from '../style'
import type { FormRuntime } from '../runtime'
import type { FormRenderProps } from '../types'
import type { DialogEntry } from './dialogStore'

/** VForm drawer direction → antd placement. */
const PLACEMENT = { rtl: 'right', ltr: 'left', ttb: 'top', btt: 'bottom' } as const

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)

/** The form renderer drawing a dialog's content (FormRender). */
export type NestedForm = (props: FormRenderProps) => ReactNode

interface DialogFrameProps {
  entry: DialogEntry
  runtime: FormRuntime
  Form: NestedForm
}

/** One opened vf-dialog (antd Modal) or vf-drawer (antd Drawer) around a nested FormRender. */
export function DialogFrame({ entry, runtime, Form }: DialogFrameProps) {
  const { widget, ref, kind } = entry
  const options = widget.options
  const json = useMemo(
    // the nested form shares the parent's functions and data sources, not its lifecycle scripts or CSS
    () => ({
      widgetList: widget.widgetList ?? [],
      formConfig: { ...runtime.model.formConfig, cssCode: '', onFormCreated: '', onFormMounted: '', onFormDataChange: '' },
    }),
    [widget, runtime],
  )

  const footer = [
    options.cancelButtonHidden !== true && (
      <Button key="cancel" data-testid="dialog-cancel" onClick={() => ref.requestClose('cancel')}>
        {text(options.cancelButtonLabel) ?? runtime.text('cancel')}
      </Button>
    ),
    options.okButtonHidden !== true && (
      <Button key="ok" type="primary" data-testid="dialog-ok" onClick={() => ref.requestClose('ok')}>
        {text(options.okButtonLabel) ?? runtime.text('confirm')}
      </Button>
    ),
  ].filter(Boolean)
  const body = (
    <div data-dialog-name={options.name} data-dialog-type={kind}>
      <Form ref={(api) => ref.attachForm(api)} formJson={json} formData={entry.formData} globalDsv={runtime.api.getGlobalDsv()} />
    </div>
  )
  const common = {
    open: entry.open,
    title: text(options.title) ?? text(options.label),
    closable: options.showClose !== false,
    keyboard: options.closeOnPressEscape === true,
    mask: options.showModal === false ? false : { closable: options.closeOnClickModal === true },
    footer: footer.length > 0 ? footer : null,
    rootClassName: classNames(`tfr-${kind}`, options.center === true && 'tfr-dialog-center', options.customClass),
  }
  if (kind === 'vf-drawer') {
    const direction = typeof options.direction === 'string' && options.direction in PLACEMENT ? (options.direction as keyof typeof PLACEMENT) : 'rtl'
    return (
      <Drawer {...common} placement={PLACEMENT[direction]} size={text(options.size) ?? '50%'} onClose={() => ref.requestClose('close')}>
        {body}
      </Drawer>
    )
  }
  const fullscreen = options.fullscreen === true
  return (
    <Modal
      {...common}
      width={fullscreen ? '100%' : (text(options.width) ?? '50%')}
      className={classNames(fullscreen && 'tfr-dialog-fullscreen')}
      onCancel={() => ref.requestClose('close')}
    >
      {body}
    </Modal>
  )
}
