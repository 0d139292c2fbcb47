import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { webBase } from './endpoints.js'

export const CONTRACT_LIST_API = '/contracttandem/api/ContractSealed/GetContractList'

/** The SPA page of each record kind, by bizType - 1 (合同, 标书, 公文, 律师函). */
export const recordPages = ['/contractDetail', '/bidDocument', '/publicDocument', '/lawyerLetter']

/** What the signed-in user's GET of the record's page data answers: 200, or 403 where he may not open it. */
export const recordDetail = (request: APIRequestContext, record: { id: number; bizType: number }) =>
  request.get(`/contracttandem/api/ContractSealed/GetBizInfoByBizId/${record.id}/${record.bizType}`)

/** The record a link of a list row leads to (`/contract/web/bidDocument?id=7`). */
export function recordOfLink(href: string): { id: number; bizType: number } {
  const url = new URL(href, 'http://localhost')
  const bizType = recordPages.findIndex((page) => url.pathname.endsWith(page)) + 1
  if (bizType === 0) throw new Error(`${href} leads to no record page`)
  return { id: Number(url.searchParams.get('id')), bizType }
}

/** A row of the contract list, as much of it as the specs read. */
export interface ListedRecord {
  id: number
  bizType: number
  contractNo: string
  contractName: string
  department: string
  departmentId: number
  amount: number
  signDate: string
  sealed: boolean
}

/** Every row the list answers the signed-in user for `query`, page after page (the list's own order). */
export async function* listedRecords(request: APIRequestContext, query: Record<string, string | number>): AsyncGenerator<ListedRecord> {
  let cursor: string | undefined
  do {
    const response = await request.get(CONTRACT_LIST_API, { params: { ...query, pageSize: 100, ...(cursor ? { cursor } : {}) } })
    const page = ((await response.json()) as { data: { list: ListedRecord[]; nextCursor: string | null } }).data
    yield* page.list
    cursor = page.nextCursor ?? undefined
  } while (cursor)
}

/** All of `listedRecords` at once. */
export async function allListed(request: APIRequestContext, query: Record<string, string | number>): Promise<ListedRecord[]> {
  const all: ListedRecord[] = []
  for await (const row of listedRecords(request, query)) all.push(row)
  return all
}

/** The id of the department with this name. */
export async function departmentId(request: APIRequestContext, name: string): Promise<number> {
  const departments = ((await (await request.get('/contracttandem/api/Dict/Departments')).json()) as { data: Array<{ id: number; name: string }> }).data
  const department = departments.find((candidate) => candidate.name === name)
  if (!department) throw new Error(`no department is named ${name}`)
  return department.id
}

/** Seals a record on 合同封存 as the signed-in page's user: finds its row, gives the reason, confirms. */
export async function sealOnScreen(page: Page, contractNo: string, reason: string): Promise<void> {
  await page.goto(`${webBase}/safeKeeping?keyword=${encodeURIComponent(contractNo)}`)
  const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: contractNo })
  await row.getByRole('button', { name: /封\s*存$/ }).click()
  await page.getByRole('dialog').getByLabel('封存原因').fill(reason)
  await page.getByRole('dialog').getByRole('button', { name: '确认封存' }).click()
  await expect(page.getByText(`封存成功：${contractNo}`)).toBeVisible()
}
