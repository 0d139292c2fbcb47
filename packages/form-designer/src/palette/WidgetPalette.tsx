import { listWidgetDefinitions } from '@tandem/form-core'
import { Collapse, Empty, Input } from 'antd'
import { useMemo, useState } from 'react'
import { useLocale } from '../locale'
import { useDesignerText } from '../messages'
import { buildPaletteSections } from './paletteGroups'
import { PaletteItem } from './PaletteItem'

const ALL_GROUPS = ['container', 'basic', 'advanced', 'custom']

/** 组件库: the registry's widget types grouped 容器 / 基础字段 / 高级字段 / 自定义扩展字段, with a search box. */
export function WidgetPalette() {
  const messages = useDesignerText()
  const locale = useLocale()
  const [query, setQuery] = useState('')
  const sections = useMemo(() => buildPaletteSections(listWidgetDefinitions(), locale, query), [locale, query])
  return (
    <div className="tfd-palette">
      <Input.Search allowClear placeholder={messages.panel.searchPlaceholder} aria-label={messages.panel.searchPlaceholder} value={query} onChange={(event) => setQuery(event.target.value)} />
      {sections.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={messages.panel.noMatch} />
      ) : (
        <Collapse
          ghost
          size="small"
          defaultActiveKey={ALL_GROUPS}
          items={sections.map((section) => ({
            key: section.group,
            label: section.title,
            children: (
              <ul className="tfd-palette-list" aria-label={section.title}>
                {section.entries.map((entry) => (
                  <PaletteItem key={entry.type} entry={entry} />
                ))}
              </ul>
            ),
          }))}
        />
      )}
    </div>
  )
}
