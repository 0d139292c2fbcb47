import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const BRIGHT_COLOR = fileURLToPath(new URL('./brightColor.ts', import.meta.url))

/**
 * Imports of antd that the start script pays for without using: where `importer` matches, the import
 * of `source` is served by `target` (the same export from a module that brings less along).
 */
const REDIRECTS = [
  // Button and Tag styles take one colour test from the color picker's presets, whose module
  // imports Collapse and the whole picker; every page would load them.
  { importer: /antd\/es\/(button|tag)\/style\/[\w.]+\.js$/, source: '../../color-picker/components/ColorPresets', target: BRIGHT_COLOR },
  // The color class, from its own module rather than the package's index (which imports the picker).
  { importer: /antd\/es\/color-picker\/(color|util)\.js$/, source: '@rc-component/color-picker', target: '@rc-component/color-picker/es/color' },
] as const

/**
 * Keeps antd's color picker and Collapse out of the start script: antd's Button and Tag styles
 * import them for a colour test (about 4 KB of brotli on every first visit). The build fails when
 * antd no longer imports what a redirect expects, so an upgrade cannot bring the weight back unseen.
 */
export function lighterAntd(): Plugin {
  const used = new Set<number>()
  return {
    name: 'tandem-lighter-antd',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null
      const index = REDIRECTS.findIndex((redirect) => redirect.source === source && redirect.importer.test(importer.split('?')[0]))
      if (index < 0) return null
      used.add(index)
      return this.resolve(REDIRECTS[index].target, importer, { ...options, skipSelf: true })
    },
    buildEnd(error) {
      if (error) return
      const unused = REDIRECTS.filter((_, index) => !used.has(index))
      if (unused.length > 0) this.error(`antd no longer imports ${unused.map((redirect) => redirect.source).join(', ')} where lighterAntd expects it: review apps/web/build/lighterAntd.ts`)
    },
  }
}
