import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * `url` naming another database on the same server.
 * @param {string} url a postgres:// URL
 * @param {string} database
 * @returns {string}
 */
export function databaseUrlWithName(url, database) {
  const target = new URL(url)
  target.pathname = `/${database}`
  return target.toString()
}

/**
 * Runs `sql` on the connection `url` names (CREATE or DROP DATABASE beside it).
 * @param {string} url
 * @param {string} sql
 * @returns {Promise<void>}
 */
export async function adminQuery(url, sql) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Creates an empty database beside the one DATABASE_URL names, so each run starts clean and
 * runs never see each other's data.
 * @param {string} url a postgres:// URL whose server and credentials are used
 * @param {string} prefix lower-case name prefix, e.g. "tandem_e2e"
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function createScratchDatabase(url, prefix) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`
  await adminQuery(url, `CREATE DATABASE "${name}"`)
  return {
    url: databaseUrlWithName(url, name),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}
