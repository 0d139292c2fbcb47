export { DesignCanvas } from './DesignCanvas'
export { designShell } from './designShell'
