import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'
import type { InlineConfig } from 'vitest/node'

// Workspace packages export their TypeScript sources under the "source" condition,
// so tests and the dev server run against src/ without a build step.
export const sourceResolution: Pick<UserConfig, 'resolve' | 'ssr'> = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
}

// Component tests (happy-dom) load React, antd and the editors in every test file. Vitest's
// optimizer bundles them once per project into a few files, so a test file imports those instead
// of thousands of modules. Everything that imports React is bundled with it (one React instance),
// and so is a library a test reaches into beside its wrapper (quill beside react-quill-new).
// antd and its icons are taken as their ES builds: their Node entries re-export CommonJS, whose
// names the bundle would lose.
const componentTestDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'antd/es/index.js',
  '@ant-design/icons/es',
  'dayjs',
  '@testing-library/react',
  '@testing-library/user-event',
  '@tanstack/react-virtual',
  'react-quill-new',
  'quill',
  'dompurify',
  '@dnd-kit/core',
  '@dnd-kit/sortable',
  '@dnd-kit/utilities',
  '@uiw/react-codemirror',
  '@codemirror/lang-css',
  '@codemirror/lang-javascript',
  '@codemirror/lang-json',
  '@codemirror/lint',
  '@tanstack/react-query',
  'react-router',
]

/** Test options of the React projects (form-render, form-designer, web). */
export const componentTests = {
  environment: 'happy-dom',
  alias: [
    { find: /^antd$/, replacement: 'antd/es/index.js' },
    { find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' },
  ],
  deps: { optimizer: { client: { enabled: true, include: componentTestDependencies } } },
  // Whole designers and app shells render on two cores shared by two test workers: a generous
  // ceiling against stalls, no timing claim (speed is measured in bench/).
  testTimeout: 20_000,
} satisfies InlineConfig
