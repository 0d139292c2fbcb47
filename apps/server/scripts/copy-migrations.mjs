// tsc does not copy SQL: put the committed migrations beside the compiled db client.
import { cpSync } from 'node:fs'

cpSync(new URL('../src/db/migrations', import.meta.url), new URL('../dist/db/migrations', import.meta.url), {
  recursive: true,
})
