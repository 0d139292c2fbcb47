export { tandemAdapter } from './tandem.ts'
export { vform3Adapter } from './vform3.ts'
export type { AdapterEnv, AdapterTarget, RendererAdapter } from './types.ts'
