import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isInReadableRecordForm } from './fileAccess.js'
import libraryRoutes from './libraryRoutes.js'
import { PageScripts } from './pageScripts.js'
import recordRoutes from './recordRoutes.js'
import { ReplayPool, ScriptReplays, defaultReplayWorkers } from './script-replay/index.js'

/** Forms: the library and bindings (bdgl), and the form data of records (htc + record rights), each guarded in its own scope. */
const formsModule: FastifyPluginAsyncZod = async (app) => {
  // A file in a record's form data is read by whoever may read that record.
  app.fileReaders.add(
    async (viewer, fileId) => viewer.menuCodes.has('htc') && isInReadableRecordForm(app.db, viewer, fileId),
  )
  // Record and print pages get 'unsafe-eval' only when the form they show has scripts.
  app.formPageScripts.use(new PageScripts(app.db, app.sessions).check)
  // One pool of sandbox workers replays the scripts of saves and publishes' dry runs.
  const { memoryMb, timeBudgetMs, workers } = app.config.scriptReplay
  const replays = new ScriptReplays(new ReplayPool({ workers: workers ?? defaultReplayWorkers(), limits: { memoryBytes: memoryMb * 1024 * 1024, timeBudgetMs } }))
  app.addHook('onClose', () => replays.close())
  await app.register(libraryRoutes, { replays })
  await app.register(recordRoutes, { replays })
}

export default formsModule
export { compareForms } from './compare.js'
export { checkPublishable } from './formJson.js'
