import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import libraryRoutes from './libraryRoutes.js'
import recordRoutes from './recordRoutes.js'

export const FORMS_PREFIX = '/contracttandem/api/Form'

/** Forms: the library and bindings (bdgl), and the form data of records (htc + record rights), each guarded in its own scope. */
const formsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(libraryRoutes)
  await app.register(recordRoutes)
}

export default formsModule
export { compareForms } from './compare.js'
export { checkPublishable, formScripts } from './formJson.js'
