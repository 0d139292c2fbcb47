export { ConfirmContext, FormRuntimeContext, PrintLayoutContext, SlotsContext } from './formContext'
export type { ConfirmFn } from './formContext'
