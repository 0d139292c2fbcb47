export { FieldItem, StaticItem } from './FieldItem'
