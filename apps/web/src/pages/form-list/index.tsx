import { FormListPage } from './FormListPage'

export default FormListPage
