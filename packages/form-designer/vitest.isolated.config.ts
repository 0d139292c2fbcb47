import { formDesignerProject } from './vitest.config'

export default formDesignerProject('isolated')
