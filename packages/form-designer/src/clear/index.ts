export { ClearButton } from './ClearButton'
export { clearForm } from './clearForm'
