import { z } from 'zod'
import { bizTypeCode, id } from './common.js'
import { contractStatuses, contractTypes } from './vocabulary.js'

export const USERS_LIMIT = 200

export const department = z.object({ id: z.number().int(), name: z.string() })
export type Department = z.infer<typeof department>

export const userSearch = z.object({
  departmentId: id.optional(),
  keyword: z.string().trim().max(50).optional().describe('Part of the account or the name'),
})
export type UserSearch = z.input<typeof userSearch>

export const userOption = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  departmentId: z.number().int(),
  departmentName: z.string(),
})
export type UserOption = z.infer<typeof userOption>

/** A code with its label, as the SPA's filters and pickers list them. */
const options = <T extends z.ZodType>(value: T) => z.array(z.object({ value, label: z.string() }))

export const bizTypeOptions = options(bizTypeCode)
export const contractTypeOptions = options(z.enum(contractTypes))
export const contractStatusOptions = options(z.enum(contractStatuses))
export type BizTypeOption = z.infer<typeof bizTypeOptions>[number]
export type ContractTypeOption = z.infer<typeof contractTypeOptions>[number]
export type ContractStatusOption = z.infer<typeof contractStatusOptions>[number]
