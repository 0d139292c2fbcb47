export { GRID_ROW_TYPE, gridRowWidget } from './gridRowWidget'
export { GridSubFormRowBody } from './GridSubFormRowBody'
