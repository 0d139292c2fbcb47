import { CloseCircleFilled, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons'
import { useState, type InputHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react'
import { classNames } from '../../style'
import type { WidgetSize } from '../types'

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'prefix' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'className'
>

export interface TextBoxProps extends NativeProps {
  value: string
  /** the new text, on every keystroke and on clearing ('') */
  onChange: (value: string) => void
  size?: WidgetSize
  /** a password box, with an eye to show the text when `showPassword` */
  password?: boolean
  showPassword?: boolean
  /** a clear button at the end while there is text to clear */
  allowClear?: boolean
  /** after the clear button's onChange('') */
  onClear?: () => void
  prefix?: ReactNode
  suffix?: ReactNode
  /** the text's length, `n / maxLength` with a limit */
  showCount?: boolean
  /** on the outermost element */
  className?: string
  /** on the element that draws the border: the <input>, or the wrapper when there are affixes */
  boxClassName?: string
  ref?: Ref<HTMLInputElement>
}

const SIZE_CLASS: Record<WidgetSize, string | undefined> = {
  small: 'tfr-text-box-sm',
  middle: undefined,
  large: 'tfr-text-box-lg',
}
// made once: React skips an element it was given before, so a keystroke does not render the icons again
const CLEAR_ICON = <CloseCircleFilled />
const SHOWN_ICON = <EyeOutlined />
const HIDDEN_ICON = <EyeInvisibleOutlined />

/** Keeps the caret in the text box when a click lands on the wrapper, an icon or a button in it. */
function keepFocusInBox(event: MouseEvent<HTMLElement>): void {
  const input = event.currentTarget.querySelector('input')
  if (event.target === input || !input) return
  event.preventDefault()
  input.focus()
}

/**
 * A single-line text box drawn as antd's outlined Input (textBoxCss, mounted by useTextBoxStyle).
 * It is a plain <input> with at most one wrapper: typing renders one element, where antd's Input
 * renders its affix wrapper, suffix and style hooks again on every keystroke, the largest part of
 * a keystroke's work in a form.
 */
export function TextBox({
  value,
  onChange,
  size = 'middle',
  password = false,
  showPassword = false,
  allowClear = false,
  onClear,
  prefix,
  suffix,
  showCount = false,
  className,
  boxClassName,
  ref,
  ...native
}: TextBoxProps) {
  const [revealed, setRevealed] = useState(false)
  const disabled = native.disabled === true
  const boxClass = classNames(
    'tfr-text-box',
    SIZE_CLASS[size],
    disabled && 'tfr-text-box-disabled',
    boxClassName,
  )
  const type = password && !revealed ? 'password' : 'text'
  const toggle = password && showPassword && !disabled
  const ending = suffix != null || allowClear || showCount || toggle
  const affixed = prefix != null || ending
  const input = (
    <input
      {...native}
      ref={ref}
      type={type}
      className={affixed ? undefined : classNames(boxClass, className)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
  if (!affixed) return input
  const clearable = allowClear && value !== '' && !disabled && native.readOnly !== true
  return (
    <span className={classNames(boxClass, 'tfr-text-box-affix', className)} onMouseDown={keepFocusInBox}>
      {prefix != null && <span className="tfr-text-box-prefix">{prefix}</span>}
      {input}
      {ending && (
        <span className="tfr-text-box-suffix">
          {allowClear && (
            <button
              type="button"
              tabIndex={-1}
              className={classNames('tfr-text-box-clear', !clearable && 'tfr-text-box-clear-hidden')}
              disabled={!clearable}
              onClick={() => {
                onChange('')
                onClear?.()
              }}
            >
              {CLEAR_ICON}
            </button>
          )}
          {showCount && (
            <span className="tfr-text-box-count">
              {native.maxLength !== undefined ? `${value.length} / ${native.maxLength}` : value.length}
            </span>
          )}
          {toggle && (
            <span className="tfr-text-box-toggle" onClick={() => setRevealed(!revealed)}>
              {revealed ? SHOWN_ICON : HIDDEN_ICON}
            </span>
          )}
          {suffix}
        </span>
      )}
    </span>
  )
}
