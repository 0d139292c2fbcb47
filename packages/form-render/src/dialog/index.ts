export { DialogHost } from './DialogHost'
export { showDialog } from './showDialog'
export { DIALOG_REMOVE_DELAY_MS } from './dialogStore'
