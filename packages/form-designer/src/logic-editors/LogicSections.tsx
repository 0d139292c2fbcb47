import { FunctionOutlined } from '@ant-design/icons'
import { LOGIC_CONFIG_KEY, WIDGET_FORMULA_KEY, WIDGET_RULES_KEY, type LogicRule, type SchemaAction, type SchemaStore } from '@tandem/form-core'
import { Button, Space, Typography } from 'antd'
import { useMemo, useReducer, useState } from 'react'
import { useFormJson, useWidgetSelector } from '../hooks'
import { useLocalText } from '../locale'
import { FormulaDialog } from './FormulaDialog'
import { logicCatalog } from './logicFields'
import { logicTexts } from './messages'
import { formRulesOf } from './ruleDraft'
import { RuleList } from './RuleList'

// The settings-panel sections of the logic editors. Every edit is one store action
// (patchFormConfig / patchOptions), so undo and redo take it back and forth like any other.

export interface LogicSectionProps {
  store: SchemaStore
  /** the panel's dispatch: it shows the store's refusal */
  dispatch: (action: SchemaAction) => void
}

/** 表单设置 › 联动规则: the form-level rules (formConfig.tandemLogic.rules). */
export function FormRulesSection({ store, dispatch }: LogicSectionProps) {
  const json = useFormJson(store)
  const catalog = useMemo(() => logicCatalog(json), [json])
  const rules = formRulesOf(json)
  const write = (next: LogicRule[]) => {
    const current = (json.formConfig[LOGIC_CONFIG_KEY] ?? {}) as Record<string, unknown>
    dispatch({ type: 'patchFormConfig', patch: { [LOGIC_CONFIG_KEY]: next.length > 0 ? { ...current, rules: next } : undefined } })
  }
  return <RuleList json={json} catalog={catalog} owner={null} rules={rules} onChange={write} />
}

/**
 * 组件设置 › 联动与公式: the widget's formula (fields only) and its own rules. It renders again when
 * they change, not when another option of the widget or another widget is edited (a keystroke in
 * 标签 renders only its editor); the labels in its summaries are read then, and the dialogs read the
 * form afresh when they open.
 */
export function WidgetLogicSection({ store, dispatch, id }: LogicSectionProps & { id: string }) {
  const text = useLocalText(logicTexts)
  const name = useWidgetSelector(store, id, (widget) => widget?.options.name)
  const ownRules = useWidgetSelector(store, id, (widget) => widget?.options[WIDGET_RULES_KEY])
  const formulaOption = useWidgetSelector(store, id, (widget) => widget?.options[WIDGET_FORMULA_KEY])
  const [opened, reread] = useReducer((count: number) => count + 1, 0)
  const json = useMemo(() => store.getJson(), [store, name, ownRules, formulaOption, opened]) // eslint-disable-line react-hooks/exhaustive-deps
  const catalog = useMemo(() => logicCatalog(json), [json])
  const [editingFormula, setEditingFormula] = useState(false)
  const field = typeof name === 'string' ? catalog.byName.get(name) : undefined
  if (!field) return null
  const formula = typeof formulaOption === 'string' ? formulaOption : ''
  const patch = (options: Record<string, unknown>) => dispatch({ type: 'patchOptions', id, patch: options })
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {field.isFormItem && (
        <div data-formula-of={field.name}>
          <Typography.Text strong>{text.formula}</Typography.Text>
          <div>{formula ? <Typography.Text code>{formula}</Typography.Text> : <Typography.Text type="secondary">{text.noFormula}</Typography.Text>}</div>
          <Space size={4} style={{ marginTop: 4 }}>
            <Button
              size="small"
              icon={<FunctionOutlined />}
              onClick={() => {
                reread()
                setEditingFormula(true)
              }}
            >
              {text.editFormula}
            </Button>
            {formula && (
              <Button size="small" danger onClick={() => patch({ [WIDGET_FORMULA_KEY]: undefined })}>
                {text.clearFormula}
              </Button>
            )}
          </Space>
        </div>
      )}
      <div>
        <Typography.Text strong>{text.ownRules}</Typography.Text>
        <RuleList json={json} catalog={catalog} owner={field.name} rules={Array.isArray(ownRules) ? (ownRules as LogicRule[]) : []} onOpen={reread} onChange={(next) => patch({ [WIDGET_RULES_KEY]: next.length > 0 ? next : undefined })} />
      </div>
      {editingFormula && (
        <FormulaDialog
          store={store}
          json={json}
          catalog={catalog}
          field={field}
          value={formula}
          onSave={(next) => {
            patch({ [WIDGET_FORMULA_KEY]: next === '' ? undefined : next })
            setEditingFormula(false)
          }}
          onClose={() => setEditingFormula(false)}
        />
      )}
    </Space>
  )
}
