export { useDesignerStyle } from './useDesignerStyle'
