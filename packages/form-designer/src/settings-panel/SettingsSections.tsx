import { Alert, Collapse, type CollapseProps } from 'antd'

/** The panel's collapsible groups, all open at first, with the last refusal of the store above them. */
export function SettingsSections({ error, items }: { error: string | null; items: NonNullable<CollapseProps['items']> }) {
  return (
    <div className="tfd-settings-panel">
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 8 }} />}
      <Collapse size="small" bordered={false} defaultActiveKey={items.map((item) => String(item.key))} items={items} />
    </div>
  )
}
