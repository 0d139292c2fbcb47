import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/platform.ts', './src/db/schema/contracts.ts', './src/db/schema/files.ts', './src/db/schema/forms.ts'],
  out: './src/db/migrations',
})
