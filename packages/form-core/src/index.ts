// @tandem/form-core: the framework-free form engine (format, registry, model, validation,
// scripts, i18n, errors). Runs in browsers and in Node.

export type * from './types.js'

export { FormError, createFormError, formErrorMessages, isFormError } from './errors/index.js'
export type { FormErrorCode } from './errors/index.js'

export {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  getLocale,
  isLocale,
  setLocale,
  subscribeLocale,
  t,
} from './i18n/index.js'
export type { Locale, MessageKey, MessageParams } from './i18n/index.js'

export {
  createWidget,
  generateWidgetId,
  getWidgetDefinition,
  isKnownWidgetType,
  listWidgetDefinitions,
  registerWidgetType,
  valueTypeOf,
} from './registry/index.js'
export type {
  ContainerWidgetInfo,
  CustomWidgetSpec,
  FieldWidgetInfo,
  PaletteGroup,
  ValidatorKind,
  ValueType,
  WidgetCategory,
  WidgetDefinition,
} from './registry/index.js'
export {
  checkJsonShape,
  eventEditorOf,
  formEventEditors,
  formSettingsEditors,
  getPropertyEditors,
  handlerSignature,
  isPropertyShown,
  propertyEditorOf,
  structureEditorsOf,
} from './registry/index.js'
export type {
  EventContext,
  EventEditorSpec,
  JsonShape,
  LocalizedText,
  PropertyChoice,
  PropertyCondition,
  PropertyEditorKind,
  PropertyEditorSpec,
  PropertyGroup,
  PropertyValue,
  StructureEditorKind,
  WidgetPropertyEditors,
} from './registry/index.js'

export { DEFAULT_FORM_CONFIG, loadFormJson, normalizeFormConfig, normalizeWidget, toClassList, toDayjsPattern } from './loader/index.js'
export { MAX_FORM_JSON_BYTES, compactFormJson, fillDefaults, stripDefaults, upgradeFormJson } from './loader/index.js'
export type { AuthoredKeys, AuthoredSource } from './loader/index.js'

export { buildFormIndex, childrenOf, getContainerWidgets, getFieldWidgets, isContainer, walkWidgets } from './tree/index.js'
export type { FormIndex, FormIndexOptions, WidgetNode } from './tree/index.js'

export { FORM_PATH, FormModel, Subscribable, createFormModel, parseFieldPath, rowFieldPath } from './model/index.js'
export { KeyedListeners } from './shared/index.js'
export type {
  ContainerSnapshot,
  CreateFormModelOptions,
  FieldErrors,
  FieldSnapshot,
  FieldStates,
  FormEvent,
  FormEventListener,
  FormModelParts,
  FormSnapshot,
  ParsedPath,
  RowEditor,
  SetValueOptions,
  StructureChanges,
  SubFormSnapshot,
  TabPaneState,
  TabSnapshot,
  TabStates,
  ValidationRunner,
  ValueStore,
  WidgetSnapshot,
  WidgetStatePatch,
} from './model/index.js'

export { buildRules, builtinValidators, createFormDataValidator, formDataValidatorOf, isEmptyValue, runRules, validateFormData, validationPattern } from './validation/index.js'
export type { DataFieldError, DataFieldState, DataFieldStates, FieldError, FormDataValidator, RuleContext, RuleResult, RuleSource, ValidationRule, ValidationTrigger } from './validation/index.js'

export { HOOK_PARAMS, ScriptRunner, compileScript, isHookName } from './scripts/index.js'
export type { CompiledScript, HookName, ScriptErrorHandler, ScriptErrorInfo, ScriptOutcome, ScriptRunnerOptions } from './scripts/index.js'
export { handlerScripts, needsScriptEvaluation, type HandlerScript } from './script-inventory/index.js'

export {
  DATA_SOURCE_TIMEOUT_MS,
  DEFAULT_HANDLERS,
  DataSourceError,
  appendQuery,
  createDataSource,
  executeDataSource,
  fetchTransport,
  isUploadUrlExpression,
  findDataSource,
  isDataSourceError,
  mergeDsv,
  pickDataSet,
  resolveUploadUrl,
  runDataSource,
  toOptionItems,
} from './data-source/index.js'
export type {
  DataSourceErrorCode,
  DataSourceMessage,
  DataSourceMethod,
  DataSourceRequestConfig,
  DataSourceResponse,
  DataSourceTransport,
  DataSourceVariables,
  ExecuteDataSourceOptions,
  RunDataSourceOptions,
} from './data-source/index.js'

export { DROP_TARGET_TYPES, checkDrop, checkTableOperation, createSchemaStore } from './schema/index.js'
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
} from './schema/index.js'

export { card, choices, field, formJson, grid, subForm, table } from './builder/index.js'

export {
  FUNCTIONS,
  FormulaError,
  FormulaSyntaxError,
  LOGIC_CONFIG_KEY,
  LogicState,
  WIDGET_FORMULA_KEY,
  WIDGET_RULES_KEY,
  checkFormula,
  compileLogic,
  evaluateFormula,
  evaluateLogic,
  logicFieldState,
  parseFormula,
  rmbUpper,
  sameFieldValue,
} from './logic/index.js'
export type {
  CompiledLogic,
  Condition,
  ConditionOperator,
  Effect,
  EffectAction,
  ErrorCode,
  FieldFlags,
  FormulaNode,
  FormulaProblem,
  FunctionSpec,
  LogicDelta,
  LogicFieldState,
  LogicIssue,
  LogicOptions,
  LogicRule,
  TandemLogic,
} from './logic/index.js'
