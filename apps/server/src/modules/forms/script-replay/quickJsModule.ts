import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import releaseSync from '@jitl/quickjs-wasmfile-release-sync'
import { newQuickJSWASMModuleFromVariant, newVariant, type QuickJSSyncVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core'

// The package's types describe its CommonJS build; imported as ESM its default export is the variant.
const variant = releaseSync as unknown as QuickJSSyncVariant

/** Node's WebAssembly API, as far as it is used here (the server's TypeScript libraries do not declare it). */
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => object
      Memory: new (descriptor: { initial: number; maximum: number }) => object
      RuntimeError: new () => Error
    }
  }
).WebAssembly

const PAGE_BYTES = 64 * 1024
/** The module's own memory at start (Emscripten's INITIAL_MEMORY of this build): its data, stack and first heap. */
const MODULE_BYTES = 16 * 1024 * 1024
/**
 * Emscripten grows memory by at least 5 % of its size, so a small allocation fails once the memory
 * is past 95 % of its cap; a failure with the memory this full ran out of memory, whatever error
 * QuickJS could still build.
 */
const FULL_RATIO = 0.9

let compiled: object | null = null
let loaded: { memoryBytes: number; module: Promise<QuickJSWASMModule> } | null = null
const caps = new WeakMap<QuickJSWASMModule, number>()

/** The WebAssembly code, compiled once per thread (a module dropped after a failure is replaced without compiling again). */
function wasmCode(): object {
  compiled ??= new wasm.Module(readFileSync(createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm')))
  return compiled
}

/**
 * The thread's QuickJS module, its WebAssembly memory capped at the module's own memory plus
 * `memoryBytes`: QuickJS's own heap limit counts allocations, not bytes, under Emscripten (the
 * build has no malloc_usable_size), so the cap is what stops a script's allocations — malloc
 * fails and QuickJS throws its out-of-memory error at once, not after the time budget.
 * One module per thread serves one replay at a time (each with a runtime of its own).
 */
export function loadQuickJs(memoryBytes: number): Promise<QuickJSWASMModule> {
  if (loaded?.memoryBytes === memoryBytes) return loaded.module
  const capBytes = MODULE_BYTES + Math.ceil(memoryBytes / PAGE_BYTES) * PAGE_BYTES
  const wasmMemory = new wasm.Memory({ initial: MODULE_BYTES / PAGE_BYTES, maximum: capBytes / PAGE_BYTES })
  const module = newQuickJSWASMModuleFromVariant(newVariant(variant, { wasmModule: wasmCode() as never, wasmMemory: wasmMemory as never })).then((quickJs) => {
    caps.set(quickJs, capBytes)
    return quickJs
  })
  loaded = { memoryBytes, module }
  return module
}

/** False after a sandbox dropped the module: the next loadQuickJs() makes a fresh one. */
export function isQuickJsLoaded(): boolean {
  return loaded !== null
}

/** Drops the module, so the next loadQuickJs() makes a fresh one (after a sandbox left it unusable). */
export function discardQuickJs(): void {
  loaded = null
}

/** Whether `error` is the module aborting (a trap in the WebAssembly, e.g. an allocation it could not recover from). */
export function isWasmAbort(error: unknown): error is Error {
  return error instanceof wasm.RuntimeError
}

/** Whether the module's memory has grown as far as its cap allows (a failure now is running out of memory). */
export function isMemoryFull(quickJs: QuickJSWASMModule): boolean {
  const cap = caps.get(quickJs)
  return cap !== undefined && quickJs.getWasmMemory().buffer.byteLength >= cap * FULL_RATIO
}
