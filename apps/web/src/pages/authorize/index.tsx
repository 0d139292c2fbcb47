import { AuthorizePage } from './AuthorizePage'

export default AuthorizePage
