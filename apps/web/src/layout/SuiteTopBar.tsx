import { Flex, theme } from 'antd'
import type { TopBarEntry } from './suiteTopBar'

/** Links to the other systems of the office suite; this platform's entry is highlighted. */
export function SuiteTopBar({ entries }: { entries: readonly TopBarEntry[] }) {
  const { token } = theme.useToken()
  return (
    <Flex component="nav" aria-label="套件导航" gap={token.marginLG} align="center" style={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
      {entries.map((entry) => (
        <a
          key={entry.code}
          href={entry.href}
          aria-current={entry.active ? 'page' : undefined}
          style={{
            color: entry.active ? token.colorPrimary : token.colorText,
            fontWeight: entry.active ? token.fontWeightStrong : undefined,
            whiteSpace: 'nowrap',
          }}
        >
          {entry.name}
        </a>
      ))}
    </Flex>
  )
}
