import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../apps/server/src/db/client.ts'
import { contractStatuses } from '../../apps/server/src/db/schema/index.ts'
import { seedVocabulary as words, type RecordRefs } from '../../apps/server/src/db/seed/index.ts'

/** A text[] literal; the words are the seed's own constants. */
function textArray(items: readonly string[]): SQL {
  return sql.raw(`array[${items.map((item) => `'${item.replaceAll("'", "''")}'`).join(', ')}]::text[]`)
}

function intArray(items: readonly number[]): SQL {
  return sql.raw(`array[${items.map((item) => Math.trunc(item)).join(', ')}]::int[]`)
}

/** A deterministic non-negative int drawn from row index `i` and stream `k`. */
function draw(k: number): SQL {
  return sql.raw(`(hashint8(i * 64 + ${k}) & 2147483647)`)
}

/** One element of `items` for row `i`, from stream `k`. */
function pick(items: readonly string[] | readonly number[], k: number): SQL {
  const array = typeof items[0] === 'number' ? intArray(items as readonly number[]) : textArray(items as readonly string[])
  return sql`(${array})[1 + ${draw(k)} % ${sql.raw(String(items.length))}]`
}

/**
 * Contracts (bizType 1) with indexes [from, to), generated inside the database by one
 * INSERT … SELECT over generate_series: names, counterparties, handlers and departments come from
 * the seed's vocabularies, every other value from a hash of the index, so a rerun yields the same
 * rows. Numbers follow the seed's `HT-<year>-<index + 1>` form; existing numbers are skipped.
 * Returns how many rows were added.
 */
export async function insertGeneratedContracts(db: Db, refs: RecordRefs, from: number, to: number): Promise<number> {
  const departments = [...refs.departmentIds.values()].sort((a, b) => a - b)
  const phonePrefix = ['38', '39', '58', '86', '37']
  const result = (await db.execute(sql`
    insert into contracts (biz_type, contract_no, contract_name, counterparty, department_id, handler_name, amount,
      sign_date, start_date, end_date, status, parties, summary, sealed, sealed_at, sealed_by, created_at, updated_at)
    with r as (
      select i,
        date '2019-01-01' + ${draw(0)} % (7 * 365 + 1) as sign_date,
        ${draw(1)} % 1006 + 90 as term_days,
        ${pick(words.contractSubjects, 2)} || ${pick(words.contractKinds, 3)} as contract_name,
        ${pick(words.cities, 4)} || ${pick(words.brandWords, 5)} || ${pick(words.industries, 6)} || ${pick(words.companyForms, 7)} as counterparty,
        ${pick(departments, 8)} as department_id,
        ${pick(words.surnames, 9)} || ${pick(words.givenNames, 10)} as handler_name,
        ${pick(words.surnames, 11)} || ${pick(words.givenNames, 12)} as contact,
        round((10 ^ (4 + ${draw(13)} / 2147483648.0 * 2.7))::numeric, 2) as amount,
        ${pick(contractStatuses, 14)} as status,
        ${draw(15)} % 10 < 4 as seal_roll,
        ${pick(refs.sealerIds, 16)} as sealer,
        ${draw(17)} % 30 + 1 as seal_delay_days,
        ${draw(18)} % 401 * interval '1 day' + ${draw(19)} % 86400 * interval '1 second' as edited_after,
        '1' || ${pick(phonePrefix, 20)} || lpad((${draw(21)} % 100000000)::text, 8, '0') as phone1,
        '1' || ${pick(phonePrefix, 22)} || lpad((${draw(23)} % 100000000)::text, 8, '0') as phone2
      from generate_series(${from}::bigint, ${to - 1}::bigint) as i
    ), s as (
      select *, status in ('completed', 'terminated') and seal_roll as is_sealed, sign_date + term_days as end_date from r
    )
    select 1, 'HT-' || extract(year from sign_date) || '-' || lpad((i + 1)::text, 7, '0'), contract_name, counterparty,
      department_id, handler_name, amount, sign_date, sign_date, end_date, status,
      jsonb_build_array(
        jsonb_build_object('role', '甲方', 'name', ${words.ownCompany}::text, 'contact', handler_name, 'phone', phone1),
        jsonb_build_object('role', '乙方', 'name', counterparty, 'contact', contact, 'phone', phone2)),
      extract(year from sign_date) || '年度' || ${words.ownCompany}::text || '与' || counterparty || '之间的业务往来文件。',
      is_sealed,
      case when is_sealed then (end_date + seal_delay_days)::timestamptz end,
      case when is_sealed then sealer end,
      sign_date::timestamptz, sign_date::timestamptz + edited_after
    from s
    on conflict (contract_no) do nothing
  `)) as unknown as { rowCount?: number | null; affectedRows?: number }
  return result.rowCount ?? result.affectedRows ?? 0
}
