export { container, field, form, grid, renderForm, settle, staticWidget } from './renderForm'
export type { RenderedForm } from './renderForm'
export { testShell } from './testShell'
