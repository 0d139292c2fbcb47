import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { createRef, type RefObject } from 'react'
import { t, type MessageKey, type MessageParams } from '@tandem/form-core'
import { vi, type Mock } from 'vitest'
import type { FieldEditorHandle, FieldWidgetComponent, FieldWidgetProps } from './types'

type Overrides = Partial<Omit<FieldWidgetProps, 'widget'>> & { type?: string }

export interface RenderedWidget extends RenderResult {
  props: FieldWidgetProps
  onChange: Mock<(value: unknown) => void>
  onInput: Mock<(value: unknown) => void>
  onCommit: Mock<() => void>
  runEvent: Mock<(eventName: string, args: unknown[]) => unknown>
  editor: RefObject<FieldEditorHandle | null>
  user: UserEvent
  /** Re-renders with changed props, keeping the spies. */
  update(overrides: Overrides): void
}

/** form-core's translator, in zh-CN; keys it lacks come back unchanged so widget fallbacks apply. */
const translate: FieldWidgetProps['t'] = (key, params) =>
  (t(key as MessageKey, params as MessageParams | undefined, 'zh-CN') as string | undefined) ?? key

function buildProps(Component: FieldWidgetComponent, overrides: Overrides, base?: FieldWidgetProps) {
  const { type = Component.name, ...rest } = overrides
  const options = rest.options ?? base?.options ?? {}
  const name = `${type}1`
  const props: FieldWidgetProps = {
    value: undefined,
    onChange: vi.fn(),
    onInput: vi.fn(),
    onCommit: vi.fn(),
    onFocus: vi.fn(),
    onBlur: vi.fn(),
    disabled: false,
    readonly: false,
    readMode: false,
    size: 'middle',
    runEvent: vi.fn(),
    hasEvent: vi.fn(() => false),
    t: translate,
    formData: () => ({}),
    id: `${name}-control`,
    labelId: `${name}-label`,
    ...base,
    ...rest,
    options,
    widget: { type, id: name, formItemFlag: true, options: { name, ...options } },
  }
  return props
}

/** Renders a widget with default props and spies; `type` defaults to the component name. */
export function renderWidget(Component: FieldWidgetComponent, overrides: Overrides = {}): RenderedWidget {
  const editor = createRef<FieldEditorHandle>()
  let props = buildProps(Component, { editorRef: editor, ...overrides })
  const result = render(<Component {...props} />)
  return {
    ...result,
    get props() {
      return props
    },
    onChange: props.onChange as RenderedWidget['onChange'],
    onInput: props.onInput as RenderedWidget['onInput'],
    onCommit: props.onCommit as RenderedWidget['onCommit'],
    runEvent: props.runEvent as RenderedWidget['runEvent'],
    editor,
    // Pointer checks off so a click on a disabled control reaches it and the test sees it ignored.
    user: userEvent.setup({ pointerEventsCheck: 0 }),
    update(next) {
      props = buildProps(Component, next, props)
      result.rerender(<Component {...props} />)
    },
  }
}
