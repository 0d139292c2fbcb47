export { AppStart } from './AppStart'
export { buildRoutes } from './buildRoutes'
export { createQueryClient } from './createQueryClient'
export { Providers } from './Providers'
