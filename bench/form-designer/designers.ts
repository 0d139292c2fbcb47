import { dirname } from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { StaticMount } from '../lib/index.ts'

const require = createRequire(import.meta.url)

const distOf = (pkg: string) => `${dirname(require.resolve(`${pkg}/package.json`))}/dist`
const versionOf = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version

export type DesignerId = 'tandem' | 'vform3'

/** One designer under test: where its page is and how its canvas reads. */
export interface DesignerAdapter {
  id: DesignerId
  /** column heading */
  name: string
  /** what exactly was measured, for the docs */
  label: string
  /** static mounts of its page; `dist` is the built SPA */
  mounts(dist: string): StaticMount[]
  /** page path; the page defines window.__designerBench.open(json) */
  path: string
  /** the canvas whose first DOM change after an event ends a select, undo or append */
  canvasSelector: string
  /** every widget on the canvas */
  widgetSelector: string
  /** the widgets of type input (the select target is the middle one) */
  inputWidgetSelector: string
  /** matches a selected widget, or an element directly inside it */
  selectedSelector: string
  /** the palette's 单行输入, double-clicked to append */
  paletteInputSelector: string
  /** keystrokes in the 标签 editor and their undo are measured */
  editsLabel: boolean
}

const SPA_PREFIX = '/contract/web/'

export const DESIGNERS: Record<DesignerId, DesignerAdapter> = {
  tandem: {
    id: 'tandem',
    name: 'Tandem',
    label: 'Tandem (production build of apps/web/designer-bench.html)',
    mounts: (dist) => [{ prefix: SPA_PREFIX, dir: dist }],
    path: `${SPA_PREFIX}designer-bench.html`,
    canvasSelector: '[data-designer-canvas]',
    widgetSelector: '[data-designer-id]',
    inputWidgetSelector: '[data-designer-type="input"]',
    selectedSelector: '.tfd-selected',
    paletteInputSelector: '[data-palette-type="input"]',
    editsLabel: true,
  },
  vform3: {
    id: 'vform3',
    name: 'VForm 3',
    label: `VForm 3 (vform3-builds ${versionOf('vform3-builds')} designer.umd.js, vue ${versionOf('vue')}, element-plus ${versionOf('element-plus')})`,
    mounts: () => [
      { prefix: '/vform3-designer/', dir: fileURLToPath(new URL('./vform3/', import.meta.url)) },
      { prefix: '/vendor/vue/', dir: distOf('vue') },
      { prefix: '/vendor/element-plus/', dir: distOf('element-plus') },
      { prefix: '/vendor/vform3-builds/', dir: distOf('vform3-builds') },
    ],
    path: '/vform3-designer/',
    canvasSelector: '.form-widget-container',
    widgetSelector: '.form-widget-list .field-wrapper',
    // VForm puts .hide-spin-button on the el-input of input widgets only
    inputWidgetSelector: '.form-widget-list .field-wrapper:has(> .el-form-item .hide-spin-button)',
    selectedSelector: ':scope > .selected',
    paletteInputSelector: '.field-widget-item[title="单行输入"]',
    editsLabel: false,
  },
}
