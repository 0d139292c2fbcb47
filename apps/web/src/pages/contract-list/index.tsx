import { ContractListPage } from './ContractListPage'

export default ContractListPage
