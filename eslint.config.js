import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// ===== Layering (DESIGN §2: form-designer → form-render → form-core; the server uses form-core only) =====
const noApps = { regex: '^@tandem/(web|server|sso-dev)(/|$)|(^|/)apps/', message: 'packages never import apps.' }
// any view library, and the UI kits and widgets built on them
const noUi = {
  regex: '^(react(-[\\w-]+)?|preact|vue|@vue/[^/]+|svelte|solid-js|lit|antd|@ant-design/[^/]+|@rc-component/[^/]+|rc-[\\w-]+|@dnd-kit/[^/]+|quill)(/|$)',
  message: 'form-core runs in Node too: no view library (React, antd, @ant-design, Vue, …).',
}
const noRuntimeViews = {
  regex: '^\\.\\./(containers|widgets|item|render|dialog|design|FormRender|rendererViews)(/|$)',
  message: 'runtime/ does not import views: register them through RendererViews (runtime/rendererViews.ts).',
}
const oneWay = 'dependencies point one way: form-designer → form-render → form-core.'
// by package name or by a relative path into the package
const noRendererPackages = { regex: '^@tandem/form-(render|designer)(/|$)|(^|/)form-(render|designer)/', message: oneWay }
const noDesigner = { regex: '^@tandem/form-designer(/|$)|(^|/)form-designer/', message: oneWay }
const noRenderers = { regex: '^@tandem/form-(render|designer)(/|$)|packages/form-(render|designer)', message: 'apps/server uses form-core only.' }
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['packages/form-render/**/*.tsx', 'packages/form-designer/**/*.tsx', 'apps/web/**/*.tsx', '**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // later blocks replace the rule's options for their files, so each repeats what still applies
  { files: ['packages/**/*.{ts,tsx}'], rules: restrict(noApps) },
  { files: ['packages/form-core/**/*.{ts,tsx}'], rules: restrict(noApps, noUi, noRendererPackages) },
  { files: ['packages/form-render/**/*.{ts,tsx}'], rules: restrict(noApps, noDesigner) },
  // its tests drive the runtime through a rendered form
  { files: ['packages/form-render/src/runtime/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: restrict(noApps, noDesigner, noRuntimeViews) },
  { files: ['apps/server/**/*.ts'], rules: restrict(noRenderers) },
  // The contract's entries the SPA imports as values (the endpoint table, the code lists) hold no
  // schema: zod and the schema modules only as types.
  {
    files: ['packages/api-contract/src/{endpoint,endpoints,vocabulary}.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^zod$', allowTypeImports: true, message: 'the SPA imports this module as a value: no zod.' },
            { regex: '^\\./(?!(endpoint|vocabulary)\\.js$)', allowTypeImports: true, message: 'the SPA imports this module as a value: schema modules as types only.' },
          ],
        },
      ],
    },
  },
  // The SPA takes the wire contract's types only: its zod schemas stay out of the bundle.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@tandem/api-contract', allowTypeImports: true, message: 'apps/web imports types only from @tandem/api-contract (import type).' }] },
      ],
    },
  },
)
