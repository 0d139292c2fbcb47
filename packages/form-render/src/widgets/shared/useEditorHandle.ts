import { useImperativeHandle, type Ref, type RefObject } from 'react'
import type { FieldEditorHandle } from '../types'

const FOCUSABLE = 'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])'

function hasFocusMethods(node: unknown): node is FieldEditorHandle {
  return typeof node === 'object' && node !== null && typeof (node as FieldEditorHandle).focus === 'function'
}

function focusElement(node: unknown): void {
  if (node instanceof HTMLElement && !node.matches(FOCUSABLE)) {
    node.querySelector<HTMLElement>(FOCUSABLE)?.focus()
  } else if (hasFocusMethods(node)) {
    node.focus()
  }
}

function blurElement(node: unknown): void {
  if (node instanceof HTMLElement) {
    const active = node.ownerDocument.activeElement
    if (active instanceof HTMLElement && node.contains(active)) active.blur()
  } else if (hasFocusMethods(node)) {
    node.blur()
  }
}

/**
 * Exposes focus()/blur() of the inner control on `editorRef`. The target is either an antd ref with
 * focus/blur or a DOM element; a group element forwards focus to its first focusable descendant.
 */
export function useEditorHandle(editorRef: Ref<FieldEditorHandle> | undefined, target: RefObject<unknown>): void {
  useImperativeHandle(
    editorRef,
    () => ({
      focus: () => focusElement(target.current),
      blur: () => blurElement(target.current),
    }),
    [target],
  )
}
