export { handlerScripts, type HandlerScript } from './handlerScripts.js'
export { needsScriptEvaluation } from './needsScriptEvaluation.js'
