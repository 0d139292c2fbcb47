import type { Effect, FormJson, LogicRule } from '@tandem/form-core'
import { Alert, Input, Modal, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useLocale, useLocalText } from '../locale'
import { GroupEditor, type ConditionScope } from './ConditionEditor'
import { EffectListEditor } from './EffectListEditor'
import type { LogicCatalog } from './logicFields'
import { logicTexts } from './messages'
import { conditionComplete, effectComplete, fromEditedGroup, issuesOfRule, issueText, newRuleId, toEditedGroup, withRules } from './ruleDraft'
import type { GroupCondition } from './ruleTypes'

export interface RuleDialogProps {
  json: FormJson
  catalog: LogicCatalog
  /** the widget whose own rules these are; null for the form-level list */
  owner: string | null
  rules: LogicRule[]
  /** the rule edited; rules.length adds a new one */
  index: number
  onSave: (rules: LogicRule[]) => void
  onClose: () => void
}

/** Edits one rule (当 conditions, 则 effects) as a draft; 确定 writes the whole list once, so the edit is one undo step. */
export function RuleDialog({ json, catalog, owner, rules, index, onSave, onClose }: RuleDialogProps) {
  const text = useLocalText(logicTexts)
  const locale = useLocale()
  const original = rules[index]
  const [id] = useState(() => original?.id ?? newRuleId())
  const [name, setName] = useState(original?.name ?? '')
  const [group, setGroup] = useState<GroupCondition>(() => toEditedGroup(original?.when ?? { field: '', op: 'eq' }))
  const [effects, setEffects] = useState<Effect[]>(() => original?.then ?? [owner === null ? { action: 'show', target: '' } : { action: 'show' }])
  const [refusal, setRefusal] = useState<string | null>(null)

  const scope = useMemo<ConditionScope>(
    () => ({ fields: catalog.fields, subForms: catalog.subForms, columnsOf: (subForm) => catalog.fields.filter((field) => field.subForm === subForm) }),
    [catalog],
  )
  const draft: LogicRule = { id, ...(name.trim() ? { name: name.trim() } : {}), when: fromEditedGroup(group), then: effects }
  const complete = conditionComplete(group) && effects.length > 0 && effects.every((effect) => effectComplete(effect, owner))
  const nextRules = rules.slice(0, index).concat([draft], rules.slice(index + 1))
  // the engine's checks only mean something once the rule is complete (else they repeat what is missing)
  const issues = complete ? issuesOfRule(withRules(json, owner, nextRules), id) : []

  const save = () => {
    if (effects.length === 0) return setRefusal(text.noEffects)
    if (!complete) return setRefusal(text.incomplete)
    onSave(nextRules)
  }

  return (
    <Modal open title={text.ruleTitle} width={860} okText={text.ok} cancelText={text.cancel} onOk={save} onCancel={onClose} data-rule-dialog={id}>
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <span style={{ whiteSpace: 'nowrap' }}>{text.ruleName}</span>
        <Input placeholder={text.ruleNamePlaceholder} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {text.when}
      </Typography.Title>
      <GroupEditor
        group={group}
        scope={scope}
        onChange={(next) => {
          setGroup(next)
          setRefusal(null)
        }}
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {text.then}
      </Typography.Title>
      <EffectListEditor
        effects={effects}
        catalog={catalog}
        owner={owner}
        onChange={(next) => {
          setEffects(next)
          setRefusal(null)
        }}
      />
      {issues.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={text.problems}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }} aria-label={text.problems}>
              {issues.map((issue, at) => (
                <li key={at} data-issue-code={issue.code}>
                  {issueText(issue, locale, text)}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} style={{ marginTop: 12 }} />}
    </Modal>
  )
}
