import { dirname } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { RendererAdapter } from './types.ts'

const require = createRequire(import.meta.url)

function distOf(pkg: string): string {
  return `${dirname(require.resolve(`${pkg}/package.json`))}/dist`
}

function versionOf(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version
}

/** VForm 3's render-only UMD build on Vue 3 and Element Plus, all from node_modules. */
export const vform3Adapter: RendererAdapter = {
  id: 'vform3',
  name: 'VForm 3',
  label: `VForm 3 (vform3-builds ${versionOf('vform3-builds')}, vue ${versionOf('vue')}, element-plus ${versionOf('element-plus')})`,
  mounts: [
    { prefix: '/vform3/', dir: fileURLToPath(new URL('../vform3/', import.meta.url)) },
    { prefix: '/vendor/vue/', dir: distOf('vue') },
    { prefix: '/vendor/element-plus/', dir: distOf('element-plus') },
    { prefix: '/vendor/vform3-builds/', dir: distOf('vform3-builds') },
  ],
  prepare: async (env) => ({ url: `${env.benchOrigin}/vform3/` }),
  readyExpression: "typeof window.benchRender === 'function'",
  renderSource: '(json, formData) => window.benchRender(json, formData)',
  // Pro-only containers (reference §1.4): the open-source build renders nothing for them.
  unsupportedWidgetTypes: ['data-table', 'grid-sub-form', 'tree', 'vf-dialog', 'vf-drawer'],
  // .hide-spin-button is the class VForm puts on the el-input of `input` widgets only.
  textInputSelector: '.hide-spin-button input',
  // The 新增 button in the sub-form's header row; every row is mounted.
  subForm: {
    addRowButtonSelector: '.sub-form-container .header-row button.action-button',
    rowCountExpression: "document.querySelectorAll('.sub-form-container .sub-form-row').length",
  },
  dispose: async () => {},
}
