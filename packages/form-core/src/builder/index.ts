export { card, choices, field, formJson, grid, subForm, table } from './formBuilder.js'
