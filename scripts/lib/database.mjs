import { randomBytes } from 'node:crypto'
import pg from 'pg'

function withDatabase(url, database) {
  const target = new URL(url)
  target.pathname = `/${database}`
  return target.toString()
}

async function onServer(url, sql) {
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
  await onServer(url, `CREATE DATABASE "${name}"`)
  return {
    url: withDatabase(url, name),
    drop: () => onServer(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  }
}
