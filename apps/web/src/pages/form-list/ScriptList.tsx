import { Empty, List, Tag, Typography } from 'antd'
import type { FormScript } from '../../api'

/** What the server's replay of a save does with a script (from its dry run at publish). */
const REPLAY_TAGS: Record<FormScript['replay']['status'], { color: string; text: string; hint: string }> = {
  replayed: { color: 'blue', text: '服务器重放', hint: '保存时服务器重放该脚本，按它设置的显示、必填和值校验' },
  skipped: { color: 'gold', text: '含服务器跳过的调用', hint: '服务器不执行页面、对话框、请求和数据源调用，这部分效果只在浏览器中出现' },
  failed: { color: 'red', text: '试运行失败', hint: '以默认数据试运行时出错；保存时若再出错，保存会被拒绝' },
  inert: { color: 'default', text: '不改变状态', hint: '试运行时未改变表单状态' },
  invalid: { color: 'red', text: '语法错误', hint: '脚本无法解析' },
}

/** Every script of a version: where it sits, which event runs it, what the server does with it, and its text. */
export function ScriptList({ scripts }: { scripts: readonly FormScript[] }) {
  if (scripts.length === 0) return <Empty description="该版本不含脚本" image={Empty.PRESENTED_IMAGE_SIMPLE} />
  return (
    <List
      size="small"
      dataSource={[...scripts]}
      renderItem={(script) => {
        const tag = REPLAY_TAGS[script.replay.status]
        const calls = script.replay.skippedCalls.length > 0 ? `跳过：${script.replay.skippedCalls.join('、')}` : null
        return (
          <List.Item>
            <div style={{ width: '100%' }}>
              <Typography.Text strong>
                {script.widgetType === 'form' ? '表单' : `${script.widgetName}（${script.widgetType}）`}
              </Typography.Text>
              <Typography.Text type="secondary">{` · ${script.event} `}</Typography.Text>
              <Tag color={tag.color} title={tag.hint} data-replay-status={script.replay.status}>
                {tag.text}
              </Tag>
              {calls && <Typography.Text type="secondary">{calls}</Typography.Text>}
              {script.replay.message && <Typography.Paragraph type="danger" style={{ margin: '4px 0 0' }}>{script.replay.message}</Typography.Paragraph>}
              <pre style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{script.code}</pre>
            </div>
          </List.Item>
        )
      }}
    />
  )
}
