import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { Condition, ConditionOperator } from '@tandem/form-core'
import { Button, InputNumber, Select, Space } from 'antd'
import { useLocalText } from '../locale'
import { FieldSelect } from './FieldSelect'
import { needsValue, operatorsFor, type LogicField } from './logicFields'
import { logicTexts } from './messages'
import { groupParts, isGroup, isRowsCondition, makeGroup, type FieldCondition, type GroupCondition, type RowsCondition } from './ruleTypes'
import { ValueInput } from './ValueInput'

export interface ConditionScope {
  /** the fields a condition here may read */
  fields: readonly LogicField[]
  /** sub-forms a rows condition may range over (none inside a rows condition) */
  subForms: readonly LogicField[]
  /** the columns of a sub-form */
  columnsOf: (subForm: string) => readonly LogicField[]
}

const box = { border: '1px solid var(--ant-color-border-secondary, #f0f0f0)', borderRadius: 6, padding: 8 }
const row = { display: 'flex', flexWrap: 'wrap' as const, gap: 6, alignItems: 'center' }

export const blankFieldCondition = (): FieldCondition => ({ field: '', op: 'eq' })

/** A group of conditions joined by all / any, each a field condition, a nested group or a rows condition. */
export function GroupEditor({ group, scope, onChange, onRemove }: { group: GroupCondition; scope: ConditionScope; onChange: (group: GroupCondition) => void; onRemove?: () => void }) {
  const text = useLocalText(logicTexts)
  const { all, items } = groupParts(group)
  const setItems = (next: Condition[]) => onChange(makeGroup(all, next))
  const setItem = (index: number, next: Condition) => setItems(items.map((item, at) => (at === index ? next : item)))
  const removeItem = (index: number) => setItems(items.filter((_, at) => at !== index))
  return (
    <div style={box} data-condition-group={all ? 'all' : 'any'}>
      <div style={row}>
        <Select
          aria-label={text.matchAll + ' / ' + text.matchAny}
          value={all ? 'all' : 'any'}
          options={[
            { value: 'all', label: text.matchAll },
            { value: 'any', label: text.matchAny },
          ]}
          onChange={(match: string) => onChange(makeGroup(match === 'all', items))}
          style={{ minWidth: 150 }}
        />
        <Button size="small" icon={<PlusOutlined />} onClick={() => setItems([...items, blankFieldCondition()])}>
          {text.addCondition}
        </Button>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setItems([...items, { any: [blankFieldCondition()] }])}>
          {text.addGroup}
        </Button>
        {scope.subForms.length > 0 && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setItems([...items, { rows: scope.subForms[0]!.name, match: 'any', where: { all: [blankFieldCondition()] } }])}>
            {text.addRows}
          </Button>
        )}
        {onRemove && <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={text.removeGroup} onClick={onRemove} />}
      </div>
      <Space orientation="vertical" style={{ width: '100%', marginTop: 6 }} size={6}>
        {items.map((item, index) => (
          <ConditionItem key={index} condition={item} scope={scope} onChange={(next) => setItem(index, next)} onRemove={() => removeItem(index)} />
        ))}
      </Space>
    </div>
  )
}

function ConditionItem({ condition, scope, onChange, onRemove }: { condition: Condition; scope: ConditionScope; onChange: (next: Condition) => void; onRemove: () => void }) {
  if (isGroup(condition)) return <GroupEditor group={condition} scope={scope} onChange={onChange} onRemove={onRemove} />
  if (isRowsCondition(condition)) return <RowsEditor condition={condition} scope={scope} onChange={onChange} onRemove={onRemove} />
  return <FieldConditionEditor condition={condition} fields={scope.fields} onChange={onChange} onRemove={onRemove} />
}

/** field, operator and value: the operators fit the field's kind, the value its options. */
export function FieldConditionEditor({ condition, fields, onChange, onRemove }: { condition: FieldCondition; fields: readonly LogicField[]; onChange: (next: FieldCondition) => void; onRemove: () => void }) {
  const text = useLocalText(logicTexts)
  const field = fields.find((candidate) => candidate.name === condition.field)
  const operators = field ? operatorsFor(field.kind) : []
  const operatorLabel = (op: ConditionOperator) => (field?.kind === 'list' ? text.listOperators[op] : undefined) ?? text.operators[op]
  const chooseField = (name: string) => {
    const chosen = fields.find((candidate) => candidate.name === name)
    onChange({ field: name, op: chosen ? operatorsFor(chosen.kind)[0]! : 'eq' })
  }
  const chooseOperator = (op: ConditionOperator) => {
    const keepValue = needsValue(op) && (op === 'in') === (condition.op === 'in')
    onChange(keepValue && condition.value !== undefined ? { field: condition.field, op, value: condition.value } : { field: condition.field, op })
  }
  return (
    <div style={row} data-condition="field">
      <FieldSelect fields={fields} value={condition.field} placeholder={text.chooseField} ariaLabel={text.field} onChange={chooseField} />
      {field && (
        <Select
          aria-label={text.operator}
          value={operators.includes(condition.op) ? condition.op : undefined}
          options={operators.map((op) => ({ value: op, label: operatorLabel(op) }))}
          onChange={chooseOperator}
          style={{ minWidth: 110 }}
          popupMatchSelectWidth={false}
        />
      )}
      {field && needsValue(condition.op) && (
        <ValueInput
          field={field}
          multiple={condition.op === 'in'}
          value={condition.value}
          onChange={(value) => onChange(value === undefined ? { field: condition.field, op: condition.op } : { ...condition, value })}
        />
      )}
      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={text.removeCondition} onClick={onRemove} />
    </div>
  )
}

const COUNT_OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const

/** Over the rows of a sub-form: any / every / no row satisfies a condition on its columns, or how many rows do. */
function RowsEditor({ condition, scope, onChange, onRemove }: { condition: RowsCondition; scope: ConditionScope; onChange: (next: RowsCondition) => void; onRemove: () => void }) {
  const text = useLocalText(logicTexts)
  const where: GroupCondition = condition.where === undefined ? { all: [] } : isGroup(condition.where) ? condition.where : { all: [condition.where] }
  const whereScope: ConditionScope = { fields: scope.columnsOf(condition.rows), subForms: [], columnsOf: scope.columnsOf }
  const setMatch = (match: RowsCondition['match']) =>
    onChange(match === 'count' ? { ...condition, match, op: condition.op ?? 'ge', value: condition.value ?? 1 } : { rows: condition.rows, match, where: condition.where })
  return (
    <div style={box} data-condition="rows">
      <div style={row}>
        <FieldSelect
          fields={scope.subForms}
          value={condition.rows}
          placeholder={text.subForm}
          ariaLabel={text.subForm}
          onChange={(rows) => onChange({ ...condition, rows, where: { all: [blankFieldCondition()] } })}
        />
        <Select
          aria-label={text.rowsMatch}
          value={condition.match}
          options={(['any', 'all', 'none', 'count'] as const).map((match) => ({ value: match, label: text.matches[match] }))}
          onChange={setMatch}
          style={{ minWidth: 130 }}
        />
        {condition.match === 'count' && (
          <>
            <Select
              aria-label={text.operator}
              value={condition.op ?? 'ge'}
              options={COUNT_OPERATORS.map((op) => ({ value: op, label: text.operators[op] }))}
              onChange={(op) => onChange({ ...condition, op })}
              style={{ minWidth: 110 }}
            />
            <InputNumber aria-label={text.rowsCount} min={0} precision={0} value={condition.value ?? null} onChange={(value) => onChange({ ...condition, value: typeof value === 'number' ? value : 0 })} />
          </>
        )}
        <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={text.removeCondition} onClick={onRemove} />
      </div>
      <div style={{ marginTop: 6 }}>
        <div>{text.rowsWhere}</div>
        <GroupEditor group={where} scope={whereScope} onChange={(next) => onChange({ ...condition, where: next })} />
      </div>
    </div>
  )
}
