export { TextOutputDialog } from './TextOutputDialog'
export type { TextOutputDialogProps } from './TextOutputDialog'
export { copyText, saveTextFile } from './textOutput'
