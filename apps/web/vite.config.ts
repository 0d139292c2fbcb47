import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { sourceResolution } from '../../vitest.shared'
import { lighterAntd } from './build/lighterAntd'
import { precompress } from './build/precompress'
import { routePreloads } from './build/routePreloads'

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
  const files = PDFJS_DIRS.flatMap((dir) =>
    readdirSync(path.join(packageDir, dir)).map((name) => `${dir}/${name}`),
  )
  return {
    name: 'tandem-pdfjs-data',
    applyToEnvironment: (environment) => environment.name === 'client',
    configureServer(server) {
      server.middlewares.use(`/contract/web/${PDFJS_DATA}/`, (request, response, next) => {
        const file = decodeURIComponent((request.url ?? '').split('?')[0]).replace(/^\//, '')
        if (!files.includes(file)) return next()
        response.end(readFileSync(path.join(packageDir, file)))
      })
    },
    generateBundle() {
      for (const file of files)
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_DATA}/${file}`,
          source: readFileSync(path.join(packageDir, file)),
        })
    },
  }
}

const page = (file: string) => new URL(file, import.meta.url).pathname

/**
 * Two builds into one dist/: the application (index.html) on its own, then the tool pages (the form
 * playground and the designer bench). Built together, every module the application's start shares
 * with a tool page became a chunk of its own, and a first visit of /contractList fetched 33 scripts.
 */
export default defineConfig(({ command }) => ({
  ...sourceResolution,
  plugins: [react(), lighterAntd(), pdfjsData(), routePreloads(), precompress()],
  base: '/contract/web/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: '',
    // Vite 8's name for rollupOptions: scripts under js/, stylesheets under css/ (SPEC §7).
    rolldownOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'css/[name]-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          input: { main: page('./index.html') },
          // What the entry loads statically is one script: the start needs all of it anyway, and
          // each further script costs a request's headers and compresses apart.
          output: { codeSplitting: { groups: [{ name: 'main', tags: ['$initial'] }] } },
        },
      },
    },
    // The dev server serves every page from the client environment; a second one would only optimize dependencies twice.
    ...(command === 'build' && {
      tools: {
        consumer: 'client' as const,
        resolve: sourceResolution.resolve,
        build: {
          emptyOutDir: false,
          rolldownOptions: {
            input: { playground: page('./playground.html'), designerBench: page('./designer-bench.html') },
          },
        },
      },
    }),
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client)
      await builder.build(builder.environments.tools)
    },
  },
  server: {
    proxy: {
      '/contracttandem': backend,
      '/unifiedauth': backend,
    },
  },
}))
