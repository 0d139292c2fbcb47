import { FormListPage } from './FormListPage'

export default FormListPage
export { LibraryDesigner } from './LibraryDesigner'
