import { Flex, theme } from 'antd'
import type { ReactNode } from 'react'

interface PageCardProps {
  title: string
  extra?: ReactNode
  children: ReactNode
}

/**
 * A card whose title is the page's (or section's) heading. It draws antd's bordered Card from the
 * same tokens but is not one: Card brings Tabs and Skeleton along, which the list pages' first
 * load would fetch for nothing.
 */
export function PageCard({ title, extra, children }: PageCardProps) {
  const { token } = theme.useToken()
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`
  return (
    <div style={{ background: token.colorBgContainer, border, borderRadius: token.borderRadiusLG, color: token.colorText }}>
      <Flex
        align="center"
        gap={token.marginXS}
        style={{
          minHeight: token.fontSizeLG * token.lineHeightLG + token.padding * 2,
          padding: `0 ${token.paddingLG}px`,
          borderBottom: border,
          // antd's Card pulls its body up over the head's border line; the same layout here.
          marginBottom: -token.lineWidth,
        }}
      >
        {/* Typography.Title's look from tokens: Typography would bring its editor and copy button into every list. */}
        <h5
          style={{
            flex: 1,
            margin: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            color: token.colorTextHeading,
            fontSize: token.fontSizeHeading5,
            fontWeight: token.fontWeightStrong,
            lineHeight: token.lineHeightHeading5,
          }}
        >
          {title}
        </h5>
        {extra}
      </Flex>
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </div>
  )
}
