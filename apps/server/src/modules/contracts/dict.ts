import { and, asc, eq, ilike, or } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bizTypes, contractStatuses, departments, users } from '../../db/schema/index.js'
import { envelope, ok } from '../../plugins/envelope.js'
import { likePattern } from './listQuery.js'
import { id } from './schemas.js'
import { bizTypeNames, contractTypeNames, contractTypes, options, statusNames } from './vocabulary.js'

export const DICT_PREFIX = '/contracttandem/api/Dict'
const TAGS = ['Dictionaries']
const USERS_LIMIT = 200

const option = <T extends z.ZodType>(value: T) => z.array(z.object({ value, label: z.string() }))

const bizTypeOptions = options(bizTypeNames, bizTypes)
const contractTypeOptions = options(contractTypeNames, contractTypes)
const statusOptions = options(statusNames, contractStatuses)

/** Lists the SPA's filters and pickers need; any signed-in user may read them. */
const dictModule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate)

  app.get(
    '/Departments',
    {
      schema: {
        tags: TAGS,
        summary: '部门列表',
        response: envelope(z.array(z.object({ id: z.number().int(), name: z.string() }))),
      },
    },
    async () =>
      ok(await app.db.select({ id: departments.id, name: departments.name }).from(departments).orderBy(asc(departments.sort), asc(departments.id))),
  )

  app.get(
    '/Users',
    {
      schema: {
        tags: TAGS,
        summary: `可选择的用户（已启用，最多 ${USERS_LIMIT} 个）`,
        querystring: z.object({
          departmentId: id.optional(),
          keyword: z.string().trim().max(50).optional().describe('Part of the account or the name'),
        }),
        response: envelope(
          z.array(
            z.object({
              id: z.number().int(),
              account: z.string(),
              name: z.string(),
              departmentId: z.number().int(),
              departmentName: z.string(),
            }),
          ),
        ),
      },
    },
    async (request) => {
      const { departmentId, keyword } = request.query
      const pattern = keyword ? likePattern(keyword) : undefined
      const rows = await app.db
        .select({ id: users.id, account: users.account, name: users.name, departmentId: users.departmentId, departmentName: departments.name })
        .from(users)
        .innerJoin(departments, eq(departments.id, users.departmentId))
        .where(
          and(
            eq(users.enabled, true),
            departmentId !== undefined ? eq(users.departmentId, departmentId) : undefined,
            pattern ? or(ilike(users.account, pattern), ilike(users.name, pattern)) : undefined,
          ),
        )
        .orderBy(asc(users.id))
        .limit(USERS_LIMIT)
      return ok(rows)
    },
  )

  app.get(
    '/BizTypes',
    { schema: { tags: TAGS, summary: '记录类别（合同、标书、公文、律师函）', response: envelope(option(z.number().int())) } },
    async () => ok(bizTypeOptions),
  )
  app.get(
    '/ContractTypes',
    { schema: { tags: TAGS, summary: '合同类型', response: envelope(option(z.string())) } },
    async () => ok(contractTypeOptions),
  )
  app.get(
    '/ContractStatuses',
    { schema: { tags: TAGS, summary: '合同状态', response: envelope(option(z.string())) } },
    async () => ok(statusOptions),
  )
}

export default dictModule
