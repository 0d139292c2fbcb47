import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { sourceResolution } from '../../vitest.shared'
import { precompress } from './build/precompress'

const backend = 'http://localhost:8080'

/** Where the built SPA serves the data pdf.js reads by name at run time (see src/shared/record-view/preview). */
const PDFJS_DATA = 'pdfjs'
const PDFJS_DIRS = ['cmaps', 'standard_fonts']

/**
 * pdf.js fetches the CMaps of non-embedded CJK fonts and the standard fonts by file name, so they
 * are copied as they are (no hash) under pdfjs/; the dev server answers them from the package.
 */
function pdfjsData(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
  const files = PDFJS_DIRS.flatMap((dir) => readdirSync(path.join(packageDir, dir)).map((name) => `${dir}/${name}`))
  return {
    name: 'tandem-pdfjs-data',
    configureServer(server) {
      server.middlewares.use(`/contract/web/${PDFJS_DATA}/`, (request, response, next) => {
        const file = decodeURIComponent((request.url ?? '').split('?')[0]).replace(/^\//, '')
        if (!files.includes(file)) return next()
        response.end(readFileSync(path.join(packageDir, file)))
      })
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${PDFJS_DATA}/${file}`, source: readFileSync(path.join(packageDir, file)) })
    },
  }
}

export default defineConfig({
  ...sourceResolution,
  plugins: [react(), pdfjsData(), precompress()],
  base: '/contract/web/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: '',
    // Vite 8's name for rollupOptions: scripts under js/, stylesheets under css/ (SPEC §7).
    rolldownOptions: {
      input: { main: new URL('./index.html', import.meta.url).pathname, playground: new URL('./playground.html', import.meta.url).pathname, designerBench: new URL('./designer-bench.html', import.meta.url).pathname },
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
  server: {
    proxy: {
      '/contracttandem': backend,
      '/unifiedauth': backend,
    },
  },
})
