import { readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats worth compressing (images, fonts in woff2 and PDFs are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt|bcmap|pfb|ttf)$/
/** Below this a compressed copy saves less than a request's headers. */
const MIN_BYTES = 1024

async function writeCopies(file: string): Promise<void> {
  const source = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ])
  // A copy no smaller than the file would only cost the server a lookup.
  if (br.length < source.length) await writeFile(`${file}.br`, br)
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz)
}

/**
 * Writes a brotli (file.br) and a gzip (file.gz) copy beside every compressible file of the build,
 * at the highest levels, so the server sends them as they are (see apps/server plugins/webApp.ts)
 * instead of compressing on every request. Each build compresses the files it wrote (the application
 * and the tool pages are two builds into one directory).
 */
export function precompress(): Plugin {
  return {
    name: 'tandem-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '')
      const files = Object.keys(bundle)
        .filter((file) => COMPRESSIBLE.test(file))
        .map((file) => path.join(outDir, file))
      const large = (await Promise.all(files.map(async (file) => ((await stat(file)).size >= MIN_BYTES ? file : undefined)))).filter((file) => file !== undefined)
      await Promise.all(large.map(writeCopies))
    },
  }
}
