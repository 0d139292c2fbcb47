import { HOOK_PARAMS } from '../scripts/index.js'
import { ADVANCED, LABEL_ALIGN_CHOICES, SIZE_CHOICES, choices, code, editor, number, radio, select, text } from './propertyEditorBuilders.js'
import type { EventEditorSpec, PropertyEditorSpec } from './propertyEditorTypes.js'

/** Editors of the form settings tab (formConfig keys), in panel order. */
export const formSettingsEditors: readonly PropertyEditorSpec[] = [
  radio('labelPosition', '标签位置', 'Label position', { choices: choices(['left', '左侧', 'Left'], ['top', '顶部', 'Top']) }),
  radio('labelAlign', '标签对齐', 'Label alignment', { choices: LABEL_ALIGN_CHOICES }),
  number('labelWidth', '标签宽度', 'Label width', { min: 0 }),
  select('size', '组件尺寸', 'Size', { choices: SIZE_CHOICES }),
  radio('layoutType', '布局类型', 'Layout', { choices: choices(['PC', 'PC', 'PC'], ['Pad', 'Pad', 'Pad'], ['H5', 'H5', 'H5']) }),
  editor('customClass')('customClass', '自定义 CSS 类', 'Custom CSS classes'),
  code('cssCode', '表单全局 CSS', 'Form CSS', { language: 'css' }),
  code('functions', '表单全局函数', 'Global functions', { language: 'javascript' }),
  text('modelName', '数据对象名称', 'Data object name', ADVANCED),
  text('refName', '表单引用名称', 'Form ref name', ADVANCED),
  text('rulesName', '校验规则名称', 'Rules name', ADVANCED),
]

/** The three form-level handlers. */
export const formEventEditors: readonly EventEditorSpec[] = (['onFormCreated', 'onFormMounted', 'onFormDataChange'] as const).map((key) => ({
  key,
  group: 'event',
  params: HOOK_PARAMS[key],
}))
