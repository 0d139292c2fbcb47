import type { ScriptBoxOptions, ScriptInstance, ScriptMessage, ScriptMessageOptions, ScriptMessageType } from '../types'
import { nextPaint } from './nextPaint'

/** A confirm or alert box as the host draws it. */
export interface ScriptBox {
  kind: 'confirm' | 'alert'
  message: string
  title: string
  type?: ScriptMessageType
  okText?: string
  cancelText?: string
}

/**
 * Toasts and boxes for scripts, registered by the host (FormRender draws them with antd), so the
 * runtime imports no view.
 */
export interface ScriptDialogs {
  toast(type: ScriptMessageType, text: string, durationMs?: number): void
  /** resolves true on OK, false on cancel or close */
  box(box: ScriptBox): Promise<boolean>
}

const MESSAGE_TYPES: readonly ScriptMessageType[] = ['success', 'warning', 'info', 'error']

/** Element's $message: callable with a text or options, plus one method per type. */
function messageOf(dialogs: () => ScriptDialogs): ScriptMessage {
  const show = (fallback: ScriptMessageType, input: string | ScriptMessageOptions) => {
    const options = typeof input === 'string' ? { message: input } : input
    dialogs().toast(options.type ?? fallback, String(options.message ?? ''), options.duration)
  }
  const message = ((input: string | ScriptMessageOptions) => show('info', input)) as ScriptMessage
  for (const type of MESSAGE_TYPES) message[type] = (input) => show(type, input)
  return message
}

/**
 * What scripts reach on every Vue instance in VForm (form, widgets, dialogs): Element's $message,
 * $confirm and $alert, and $nextTick. The host's dialogs are read at each call.
 */
export abstract class ScriptInstanceBase implements ScriptInstance {
  readonly $message: ScriptMessage = messageOf(() => this.scriptDialogs())

  /** The host's toasts and boxes. */
  protected abstract scriptDialogs(): ScriptDialogs

  /** Resolves 'confirm' on OK and rejects with 'cancel' otherwise, as Element's MessageBox. */
  $confirm(message: string, title?: string | ScriptBoxOptions, options?: ScriptBoxOptions): Promise<'confirm'> {
    return this.#box('confirm', message, title, options)
  }

  $alert(message: string, title?: string | ScriptBoxOptions, options?: ScriptBoxOptions): Promise<'confirm'> {
    return this.#box('alert', message, title, options)
  }

  /** After the form has rendered and painted what the script changed. */
  async $nextTick(callback?: () => void): Promise<void> {
    await nextPaint()
    callback?.call(this)
  }

  async #box(kind: ScriptBox['kind'], message: string, title: string | ScriptBoxOptions | undefined, options: ScriptBoxOptions = {}): Promise<'confirm'> {
    const settings = typeof title === 'object' ? title : options
    const ok = await this.scriptDialogs().box({
      kind,
      message: String(message ?? ''),
      title: typeof title === 'string' ? title : (settings.title ?? ''),
      type: settings.type,
      okText: settings.confirmButtonText,
      cancelText: settings.cancelButtonText,
    })
    if (!ok) throw 'cancel'
    return 'confirm'
  }
}
