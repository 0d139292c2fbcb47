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
  TableOperation,
  WidgetLocation,
} from './schemaTypes.js'
