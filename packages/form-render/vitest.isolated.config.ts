import { formRenderProject } from './vitest.config'

export default formRenderProject('isolated')
