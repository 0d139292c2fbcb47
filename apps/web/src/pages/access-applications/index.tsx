import { AccessApplicationsPage } from './AccessApplicationsPage'

export default AccessApplicationsPage
