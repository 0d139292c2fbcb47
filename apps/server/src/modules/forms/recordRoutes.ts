import { endpoints } from '@tandem/api-contract'
import type { FieldError } from '@tandem/form-core'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errors } from '../../errors.js'
import { endpointRoute } from '../../plugins/endpointRoute.js'
import { failure, ok } from '../../plugins/envelope.js'
import { discardDraft, recordForm, recordFormHistory, saveDraft, saveRecordForm } from './recordData.js'
import { discardDraftSchema, getRecordFormSchema, recordHistorySchema, saveDraftSchema, saveRecordFormSchema } from './schemas.js'
import type { ScriptReplays } from './script-replay/index.js'
import { ValidatorCache } from './validatorCache.js'

/**
 * A field's error as the summary names it: VForm's own texts (字段值不可为空) do not say which
 * field, which is fine beside it but not in a message shown elsewhere, so they get its label (and row).
 */
function namedMessage({ label, name, rowIndex, message }: FieldError): string {
  const field = label || name
  if (message.includes(field)) return message
  return `${field}${rowIndex === null ? '' : `（第 ${rowIndex + 1} 行）`}：${message}`
}

/** The 422 answer of refused form data: the envelope's msg sums it up, data lists every field. */
export function formDataRefusal(fieldErrors: readonly FieldError[]) {
  const summary = `${namedMessage(fieldErrors[0])}${fieldErrors.length > 1 ? ` 等 ${fieldErrors.length} 处` : ''}`
  const error = new errors.TND_ERR_FORM_DATA_INVALID(summary)
  return {
    ...failure(422, error.code, error.message),
    data: { errors: fieldErrors.map(({ path, name, label, subFormName, rowIndex, message }) => ({ path, name, label, subFormName, rowIndex, message })) },
  }
}

/** The form data of records (menu code htc, then the record's own read and edit rights). */
const recordRoutes: FastifyPluginAsyncZod<{ replays: ScriptReplays }> = async (app, { replays }) => {
  const records = endpoints.recordForms
  const validators = new ValidatorCache()

  app.route({ ...endpointRoute(app, records.get, getRecordFormSchema), handler: async (request) => ok(await recordForm(app.db, request.user!, request.params.contractId)) })

  app.route({ ...endpointRoute(app, records.save, saveRecordFormSchema), handler: async (request, reply) => {
    const outcome = await saveRecordForm(app.db, { validators, replays }, request.user!, request.params.contractId, request.body)
    if ('refused' in outcome) {
      request.log.info({ fields: outcome.refused.length }, 'form data refused')
      return reply.status(422).send(formDataRefusal(outcome.refused))
    }
    return ok(outcome.saved)
  } })

  app.route({ ...endpointRoute(app, records.history, recordHistorySchema), handler: async (request) =>
    ok(await recordFormHistory(app.db, request.user!, request.params.contractId)),
  })
  app.route({ ...endpointRoute(app, records.saveDraft, saveDraftSchema), handler: async (request) =>
    ok(await saveDraft(app.db, request.user!, request.params.contractId, request.body)),
  })
  app.route({ ...endpointRoute(app, records.discardDraft, discardDraftSchema), handler: async (request) =>
    ok(await discardDraft(app.db, request.user!, request.params.contractId)),
  })
}

export default recordRoutes
