import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import type { Effect, EffectAction } from '@tandem/form-core'
import { Button, Input, Select, Space } from 'antd'
import { useLocalText } from '../locale'
import { FieldSelect } from './FieldSelect'
import { actionsFor, type LogicCatalog, type LogicField } from './logicFields'
import { logicTexts } from './messages'
import { ValueInput } from './ValueInput'

export interface EffectListEditorProps {
  effects: Effect[]
  catalog: LogicCatalog
  /** the widget whose own rules these are (an effect without target acts on it); null for form-level rules */
  owner: string | null
  onChange: (effects: Effect[]) => void
}

const row = { display: 'flex', flexWrap: 'wrap' as const, gap: 6, alignItems: 'center' }

/** The effects of a rule: per target, the actions that fit it and what they need (a value, the options kept, a message). */
export function EffectListEditor({ effects, catalog, owner, onChange }: EffectListEditorProps) {
  const text = useLocalText(logicTexts)
  const setEffect = (index: number, next: Effect) => onChange(effects.map((effect, at) => (at === index ? next : effect)))
  // the action stays when it fits the new target and carries nothing tied to the old one
  const retarget = (index: number, effect: Effect, name: string) => {
    const next = catalog.byName.get(name === '' ? (owner ?? '') : name)
    const keep = next !== undefined && actionsFor(next).includes(effect.action) && !needsDetail(effect.action)
    setEffect(index, withTarget({ action: keep ? effect.action : 'show' }, name === '' ? undefined : name))
  }
  const targetOf = (effect: Effect): LogicField | undefined => catalog.byName.get(effect.target ?? owner ?? '')
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={6}>
      {effects.map((effect, index) => {
        const target = targetOf(effect)
        const actions = target ? actionsFor(target) : []
        return (
          <div key={index} style={row} data-effect={index}>
            <FieldSelect
              fields={catalog.targets}
              value={effect.target ?? (owner === null ? undefined : '')}
              placeholder={text.chooseTarget}
              ariaLabel={text.target}
              extra={owner === null ? undefined : { value: '', label: text.thisWidget }}
              onChange={(name) => retarget(index, effect, name)}
            />
            <Select
              aria-label={text.action}
              value={actions.includes(effect.action) ? effect.action : undefined}
              options={actions.map((action) => ({ value: action, label: text.actions[action] }))}
              onChange={(action: EffectAction) => setEffect(index, withTarget({ action }, effect.target))}
              style={{ minWidth: 110 }}
              popupMatchSelectWidth={false}
            />
            {target && effect.action === 'setValue' && (
              <ValueInput field={target} value={effect.value} onChange={(value) => setEffect(index, value === undefined ? withTarget({ action: 'setValue' }, effect.target) : { ...effect, value })} />
            )}
            {target && effect.action === 'limitOptions' && (
              <Select
                aria-label={text.keepOptions}
                mode="multiple"
                placeholder={text.keepOptions}
                value={(effect.options ?? []).map((value) => JSON.stringify(value))}
                options={target.options.map((option) => ({ value: JSON.stringify(option.value), label: option.label }))}
                onChange={(keys: string[]) => setEffect(index, { ...effect, options: keys.map((key) => JSON.parse(key) as string | number) })}
                style={{ minWidth: 160, flex: 1 }}
              />
            )}
            {effect.action === 'error' && (
              <Input
                aria-label={text.errorMessage}
                placeholder={text.errorPlaceholder}
                value={effect.message ?? ''}
                onChange={(event) => setEffect(index, { ...effect, message: event.target.value })}
                style={{ minWidth: 160, flex: 1 }}
              />
            )}
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={text.removeEffect} onClick={() => onChange(effects.filter((_, at) => at !== index))} />
          </div>
        )
      })}
      <Button size="small" icon={<PlusOutlined />} onClick={() => onChange([...effects, owner === null ? { action: 'show', target: '' } : { action: 'show' }])}>
        {text.addEffect}
      </Button>
    </Space>
  )
}

/** setValue, limitOptions and error carry details that belong to one target. */
const needsDetail = (action: EffectAction) => action === 'setValue' || action === 'limitOptions' || action === 'error'

function withTarget(effect: Effect, target: string | undefined): Effect {
  return target === undefined ? effect : { ...effect, target }
}
