export { ConfirmContext, FormRuntimeContext, SlotsContext } from './formContext'
export type { ConfirmFn } from './formContext'
