export { cloneJson, isPlainObject } from './clone.js'
export { hostStorage, reportToConsole } from './host.js'
export { randomNumber, uniqueId } from './randomId.js'
export { KeyedListeners } from './keyedListeners.js'
