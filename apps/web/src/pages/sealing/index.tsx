import { SealingPage } from './SealingPage'

export default SealingPage
