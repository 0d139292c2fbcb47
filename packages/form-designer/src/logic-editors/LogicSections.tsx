import { FunctionOutlined } from '@ant-design/icons'
import { LOGIC_CONFIG_KEY, WIDGET_FORMULA_KEY, WIDGET_RULES_KEY, type LogicRule, type SchemaAction, type SchemaStore } from '@tandem/form-core'
import { Button, Space, Typography } from 'antd'
import { useMemo, useReducer, useState } from 'react'
import { useFormJson, useStoreWidget } from '../hooks'
import { useLocalText } from '../locale'
import { FormulaDialog } from './FormulaDialog'
import { logicCatalog } from './logicFields'
import { logicTexts } from './messages'
import { rulesOf } from './ruleDraft'
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
  const rules = rulesOf(json, null)
  const write = (next: LogicRule[]) => {
    const current = (json.formConfig[LOGIC_CONFIG_KEY] ?? {}) as Record<string, unknown>
    dispatch({ type: 'patchFormConfig', patch: { [LOGIC_CONFIG_KEY]: next.length > 0 ? { ...current, rules: next } : undefined } })
  }
  return <RuleList json={json} catalog={catalog} owner={null} rules={rules} onChange={write} />
}

/**
 * 组件设置 › 联动与公式: the widget's formula (fields only) and its own rules. It renders again when
 * its widget changes, not on every edit of the form (the panel stays cheap while typing elsewhere);
 * the labels in its summaries are read then, and the dialogs read the form when they open.
 */
export function WidgetLogicSection({ store, dispatch, id }: LogicSectionProps & { id: string }) {
  const text = useLocalText(logicTexts)
  const widget = useStoreWidget(store, id)
  // opening a dialog reads the form afresh
  const [opened, reread] = useReducer((count: number) => count + 1, 0)
  const json = useMemo(() => (widget ? store.getJson() : null), [store, widget, opened]) // eslint-disable-line react-hooks/exhaustive-deps
  const catalog = useMemo(() => (json ? logicCatalog(json) : null), [json])
  const [editingFormula, setEditingFormula] = useState(false)
  const name = widget?.options.name
  const field = typeof name === 'string' ? catalog?.byName.get(name) : undefined
  if (!widget || !json || !catalog || !field) return null
  const formula = typeof widget.options[WIDGET_FORMULA_KEY] === 'string' ? (widget.options[WIDGET_FORMULA_KEY] as string) : ''
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
        <RuleList json={json} catalog={catalog} owner={field.name} rules={rulesOf(json, field.name, widget)} onOpen={reread} onChange={(next) => patch({ [WIDGET_RULES_KEY]: next.length > 0 ? next : undefined })} />
      </div>
      {editingFormula && (
        <FormulaDialog
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
