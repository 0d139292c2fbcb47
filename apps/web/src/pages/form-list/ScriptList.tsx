import { Empty, List, Typography } from 'antd'
import type { FormScript } from '../../api'

/** Every script of a version: where it sits, which event runs it, and its text. */
export function ScriptList({ scripts }: { scripts: readonly FormScript[] }) {
  if (scripts.length === 0) return <Empty description="该版本不含脚本" image={Empty.PRESENTED_IMAGE_SIMPLE} />
  return (
    <List
      size="small"
      dataSource={[...scripts]}
      renderItem={(script) => (
        <List.Item>
          <div style={{ width: '100%' }}>
            <Typography.Text strong>
              {script.widgetType === 'form' ? '表单' : `${script.widgetName}（${script.widgetType}）`}
            </Typography.Text>
            <Typography.Text type="secondary">{` · ${script.event}`}</Typography.Text>
            <pre style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {script.code}
            </pre>
          </div>
        </List.Item>
      )}
    />
  )
}
