import { describe, expect, it } from 'vitest'
import { isTypingTarget, shortcutFor, type KeyPress } from './shortcuts'

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods })

describe('shortcutFor', () => {
  it('maps the designer keys', () => {
    expect(shortcutFor(press('Delete'))).toBe('remove')
    expect(shortcutFor(press('Escape'))).toBe('clearSelection')
    expect(shortcutFor(press('z', { ctrlKey: true }))).toBe('undo')
    expect(shortcutFor(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo')
    expect(shortcutFor(press('y', { ctrlKey: true }))).toBe('redo')
    expect(shortcutFor(press('z', { metaKey: true }))).toBe('undo')
  })

  it('leaves other keys alone', () => {
    expect(shortcutFor(press('z'))).toBeNull()
    expect(shortcutFor(press('Backspace'))).toBeNull()
    expect(shortcutFor(press('z', { ctrlKey: true, altKey: true }))).toBeNull()
    expect(shortcutFor(press('Delete', { ctrlKey: true }))).toBeNull()
  })
})

describe('isTypingTarget', () => {
  it('recognises inputs, textareas, editable content and CodeMirror', () => {
    document.body.innerHTML = '<input id="a"><textarea id="b"></textarea><div contenteditable="true" id="c"></div><div class="cm-editor"><div id="d"></div></div><div id="e"></div>'
    for (const id of ['a', 'b', 'c', 'd']) expect(isTypingTarget(document.getElementById(id))).toBe(true)
    expect(isTypingTarget(document.getElementById('e'))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})
