import { ArrowDownOutlined, ArrowUpOutlined, ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons'
import { Button, Checkbox, Dropdown, Flex, Popover, Space, Tooltip } from 'antd'
import { DEFAULT_SETTINGS, moveKey, type ColumnChoice, type Density, type TableSettings } from './tableSettings'

const DENSITY_ITEMS: Array<{ key: Density; label: string }> = [
  { key: 'large', label: '宽松' },
  { key: 'middle', label: '中等' },
  { key: 'small', label: '紧凑' },
]

interface TableToolbarProps {
  settings: TableSettings
  onChange(next: TableSettings): void
  /** Every column in the current order (see arrangeColumns). */
  choices: ColumnChoice[]
  onRefresh(): void
  refreshing: boolean
}

/** 刷新, 密度 and 列设置 (shown columns and their order) over a list, as Ant Design Pro tables have. */
export function TableToolbar({ settings, onChange, choices, onRefresh, refreshing }: TableToolbarProps) {
  const movable = choices.filter((choice) => !choice.locked).map((choice) => choice.key)
  const columnList = (
    <Flex vertical gap={4} style={{ minWidth: 200 }}>
      {choices.map((choice) => (
        <Flex key={choice.key} align="center" justify="space-between" gap={8}>
          <Checkbox
            checked={choice.locked || !settings.hidden.includes(choice.key)}
            disabled={choice.locked}
            onChange={(event) =>
              onChange({
                ...settings,
                hidden: event.target.checked
                  ? settings.hidden.filter((key) => key !== choice.key)
                  : [...settings.hidden, choice.key],
              })
            }
          >
            {choice.title}
          </Checkbox>
          {!choice.locked && (
            <Space size={0}>
              <Button
                type="text"
                size="small"
                aria-label={`上移${choice.title}`}
                icon={<ArrowUpOutlined />}
                disabled={movable[0] === choice.key}
                onClick={() => onChange({ ...settings, order: moveKey(movable, choice.key, -1) })}
              />
              <Button
                type="text"
                size="small"
                aria-label={`下移${choice.title}`}
                icon={<ArrowDownOutlined />}
                disabled={movable.at(-1) === choice.key}
                onClick={() => onChange({ ...settings, order: moveKey(movable, choice.key, 1) })}
              />
            </Space>
          )}
        </Flex>
      ))}
    </Flex>
  )
  return (
    <Space size={4}>
      <Tooltip title="刷新">
        <Button type="text" aria-label="刷新" icon={<ReloadOutlined spin={refreshing} />} onClick={onRefresh} />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          items: DENSITY_ITEMS,
          selectable: true,
          selectedKeys: [settings.density],
          onClick: ({ key }) => onChange({ ...settings, density: key as Density }),
        }}
      >
        <Button type="text" aria-label="密度" icon={<ColumnHeightOutlined />} />
      </Dropdown>
      <Popover
        trigger="click"
        placement="bottomRight"
        title={
          <Flex justify="space-between" align="center">
            <span>列设置</span>
            <Button type="link" size="small" onClick={() => onChange({ ...settings, order: DEFAULT_SETTINGS.order, hidden: DEFAULT_SETTINGS.hidden })}>
              重置
            </Button>
          </Flex>
        }
        content={columnList}
      >
        <Button type="text" aria-label="列设置" icon={<SettingOutlined />} />
      </Popover>
    </Space>
  )
}
