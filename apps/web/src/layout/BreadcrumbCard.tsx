import { Breadcrumb, Flex, theme } from 'antd'

export const BREADCRUMB_LABEL = '当前所在位置：'

/** The 当前所在位置： card; routes without a breadcrumb render nothing. */
export function BreadcrumbCard({ trail }: { trail: readonly string[] | null }) {
  const { token } = theme.useToken()
  if (!trail || trail.length === 0) return null
  return (
    <Flex
      component="nav"
      aria-label="当前位置"
      align="center"
      style={{
        marginBottom: token.marginMD,
        padding: `${token.paddingSM}px ${token.padding}px`,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <span>{BREADCRUMB_LABEL}</span>
      <Breadcrumb separator=">" items={trail.map((title) => ({ title }))} />
    </Flex>
  )
}
