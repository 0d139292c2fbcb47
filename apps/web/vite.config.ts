import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { sourceResolution } from '../../vitest.shared'

const backend = 'http://localhost:8080'

export default defineConfig({
  ...sourceResolution,
  plugins: [react()],
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
