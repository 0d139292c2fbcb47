import { FormDesignerPage } from './FormDesignerPage'

export default FormDesignerPage
