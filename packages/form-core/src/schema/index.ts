export { checkTableOperation } from './checkTableOperation.js'
export { createSchemaStore } from './createSchemaStore.js'
export { DROP_TARGET_TYPES, checkDrop } from './dropRules.js'
export type {
  DispatchOptions,
  DispatchResult,
  DropCheck,
  HistoryState,
  SchemaAction,
  SchemaActionType,
  SchemaChange,
  SchemaListener,
  SchemaStore,
  SchemaStoreOptions,
  TableOperation,
  WidgetLocation,
} from './schemaTypes.js'
