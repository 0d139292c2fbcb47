import { endpoints } from '@tandem/api-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { handlerScripts, MAX_FORM_JSON_BYTES, type HandlerScript } from '@tandem/form-core'
import { endpointRoute } from '../../plugins/endpointRoute.js'
import { ok } from '../../plugins/envelope.js'
import { compareForms } from './compare.js'
import { checkPublishable, loadChecked } from './formJson.js'
import {
  bindForm,
  copyForm,
  createForm,
  deleteForm,
  getForm,
  getVersion,
  listBindings,
  listForms,
  listVersions,
  publishForm,
  saveDraft,
  setFormEnabled,
} from './repository.js'
import { ScriptReplays, type ScriptReport } from './script-replay/index.js'
import {
  bindFormSchema,
  compareVersionsSchema,
  copyFormSchema,
  createFormSchema,
  deleteFormSchema,
  getFormSchema,
  getVersionSchema,
  listBindingsSchema,
  listFormsSchema,
  listVersionsSchema,
  publishFormSchema,
  saveFormSchema,
  setFormEnabledSchema,
} from './schemas.js'

/** Each script of the inventory with what the server's replay does with it (its dry run). */
function withReplay(scripts: readonly HandlerScript[], reports: readonly ScriptReport[]) {
  return scripts.map((script) => {
    const report = reports.find((candidate) => candidate.owner === (script.widgetName || 'form') && candidate.hook === script.event)
    const replay = report
      ? { status: report.status, stateCalls: report.stateCalls, skippedCalls: report.skippedCalls, message: report.message }
      : { status: 'inert' as const, stateCalls: [], skippedCalls: [], message: null }
    return { ...script, replay }
  })
}

/** The form library and the bindings (menu code bdgl): only form authors change forms, since their scripts run in users' browsers. */
const libraryRoutes: FastifyPluginAsyncZod<{ replays: ScriptReplays }> = async (app, { replays }) => {
  // The table's guard runs onRequest: a user without the code is refused before their body is even read.
  const library = endpoints.formLibrary

  app.route({ ...endpointRoute(app, library.list, listFormsSchema), handler: async (request) => ok(await listForms(app.db, request.query)) })
  // Bodies carrying a form JSON may be larger than the server-wide limit (docs/configuration.md).
  app.route({ ...endpointRoute(app, library.create, createFormSchema), bodyLimit: MAX_FORM_JSON_BYTES, handler: async (request) => ok(await createForm(app.db, request.user!.id, request.body)) })
  app.route({ ...endpointRoute(app, library.get, getFormSchema), handler: async (request) => ok(await getForm(app.db, request.params.id)) })
  app.route({ ...endpointRoute(app, library.save, saveFormSchema), bodyLimit: MAX_FORM_JSON_BYTES, handler: async (request) => ok(await saveDraft(app.db, request.user!.id, request.params.id, request.body)) })
  app.route({ ...endpointRoute(app, library.delete, deleteFormSchema), handler: async (request) => ok(await deleteForm(app.db, request.params.id)) })
  app.route({ ...endpointRoute(app, library.copy, copyFormSchema), handler: async (request) =>
    ok(await copyForm(app.db, request.user!.id, request.params.id, request.body)),
  })
  app.route({ ...endpointRoute(app, library.publish, publishFormSchema), handler: async (request) => {
    const { id } = request.params
    const { revision } = request.body
    // The draft is loaded once and checked; its scripts run once in the sandbox: one that does not
    // parse refuses the publish, the rest are warnings.
    const { published, checked } = await publishForm(app.db, request.user!.id, id, revision, async (stored) => {
      const json = checkPublishable(stored)
      return ScriptReplays.warnings(json, await replays.checkDraft(id, revision, { stored, json }))
    })
    return ok({ ...published, scriptWarnings: checked })
  } })
  app.route({ ...endpointRoute(app, library.setEnabled, setFormEnabledSchema), handler: async (request) =>
    ok(await setFormEnabled(app.db, request.user!.id, request.params.id, request.body.enabled)),
  })

  app.route({ ...endpointRoute(app, library.versions, listVersionsSchema), handler: async (request) => ok(await listVersions(app.db, request.params.id)) })
  app.route({ ...endpointRoute(app, library.version, getVersionSchema), handler: async (request) => {
    const version = await getVersion(app.db, request.params.id, request.params.version)
    const json = loadChecked(version.json)
    const reports = await replays.inventory(version.id, async () => ({ stored: version.json, json }))
    return ok({ ...version, scripts: withReplay(handlerScripts(json), reports) })
  } })
  app.route({ ...endpointRoute(app, library.compare, compareVersionsSchema), handler: async (request) => {
    const { from, to } = request.query
    const [before, after] = await Promise.all([getVersion(app.db, request.params.id, from), getVersion(app.db, request.params.id, to)])
    return ok({ from, to, ...compareForms(before.json, after.json) })
  } })

  app.route({ ...endpointRoute(app, library.bindings, listBindingsSchema), handler: async () => ok(await listBindings(app.db)) })
  app.route({ ...endpointRoute(app, library.bind, bindFormSchema), handler: async (request) =>
    ok(await bindForm(app.db, request.user!.id, request.params.bizType, request.body.formId)),
  })
}

export default libraryRoutes
