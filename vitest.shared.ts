import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'

// Workspace packages export their TypeScript sources under the "source" condition,
// so tests and the dev server run against src/ without a build step.
export const sourceResolution: Pick<UserConfig, 'resolve' | 'ssr'> = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
}
