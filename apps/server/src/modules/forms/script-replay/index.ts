// Replays a VForm form's scripts on the server, in a QuickJS sandbox on worker threads, before a
// record's form data is validated; publish's dry run and the version view's script inventory.
export { dryRunScript, scriptsOf } from './dryRun.js'
export type { ScriptDryRun, ScriptReplayStatus } from './dryRun.js'
export { withScriptRefusals } from './refusals.js'
export { replayForm } from './replayForm.js'
export { ReplayPool, defaultReplayWorkers } from './replayPool.js'
export type { ReplayFailure, ReplayLimits, ReplayResult, ScriptUse } from './replayTypes.js'
export { ScriptReplays } from './scriptReplays.js'
export type { ScriptReport } from './scriptReplays.js'
export { loadQuickJs } from './quickJsModule.js'
