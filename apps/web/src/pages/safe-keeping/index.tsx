import { SafeKeepingPage } from './SafeKeepingPage'

export default SafeKeepingPage
