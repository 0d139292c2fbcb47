export { SubFormContainer } from './SubFormContainer'
