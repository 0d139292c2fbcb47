export { ContractBrowser } from './ContractBrowser'
