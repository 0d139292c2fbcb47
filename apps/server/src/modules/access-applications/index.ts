import { endpoints } from '@tandem/api-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { and, eq } from 'drizzle-orm'
import { accessApplications } from '../../db/schema/index.js'
import { endpointRoute } from '../../plugins/endpointRoute.js'
import { ok } from '../../plugins/envelope.js'
import { requireVisible } from '../contracts/index.js'
import { applicationPage, awaitingDecisionBy, decidedSince, createApplication, decideApplication, withdrawApplication } from './repository.js'
import { decideSchema, myListSchema, pendingListSchema, saveDataSchema, withdrawSchema } from './schemas.js'
import { checkGrantees, checkValidity } from './validation.js'

/** Access applications (menu code qxsq); deciding them needs the permission point qxsq_approve. */
const accessApplicationsModule: FastifyPluginAsyncZod = async (app) => {
  const { accessApplications: routes } = endpoints

  async function describe(applyId: number) {
    const { list } = await applicationPage(app.db, eq(accessApplications.id, applyId), 'newest', { pageIndex: 1, pageSize: 1 })
    return list[0]
  }

  app.route({ ...endpointRoute(app, routes.save, saveDataSchema), handler: async (request) => {
    const body = request.body
    const validFrom = new Date(body.validFrom)
    const validUntil = new Date(body.validUntil)
    checkValidity(validFrom, validUntil)
    await checkGrantees(app.db, body.granteeUserIds, body.granteeDepartmentIds)
    const contractIds = [...new Set(body.contractIds)]
    await requireVisible(app.db, request.user!, contractIds)
    const applyId = await createApplication(app.db, {
      applicantId: request.user!.id,
      contractIds,
      granteeUserIds: body.granteeUserIds,
      granteeDepartmentIds: body.granteeDepartmentIds,
      scope: body.scope,
      validFrom,
      validUntil,
      reason: body.reason,
    })
    return ok(await describe(applyId))
  } })

  app.route({ ...endpointRoute(app, routes.mine, myListSchema), handler: async (request) => {
    const { status, decidedAfter, ...page } = request.query
    const where = and(
      eq(accessApplications.applicantId, request.user!.id),
      status ? eq(accessApplications.status, status) : undefined,
      decidedAfter ? decidedSince(new Date(decidedAfter)) : undefined,
    )
    return ok(await applicationPage(app.db, where, 'newest', page))
  } })

  app.route({ ...endpointRoute(app, routes.pending, pendingListSchema), handler: async (request) =>
    ok(await applicationPage(app.db, awaitingDecisionBy(app.db, request.user!), 'oldest', request.query)),
  })

  app.route({ ...endpointRoute(app, routes.decide, decideSchema), handler: async (request) => {
    const { applyId, decision, comment } = request.body
    await decideApplication(app.db, applyId, request.user!, decision, comment)
    return ok(await describe(applyId))
  } })

  app.route({ ...endpointRoute(app, routes.withdraw, withdrawSchema), handler: async (request) => {
    const { applyId } = request.body
    await withdrawApplication(app.db, applyId, request.user!.id)
    return ok(await describe(applyId))
  } })
}

export default accessApplicationsModule
