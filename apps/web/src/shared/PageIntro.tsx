import { Typography, theme } from 'antd'

interface PageIntroProps {
  title: string
  description: string
}

/** Heading and one-line purpose of a screen; the screens fill in their bodies below it. */
export function PageIntro({ title, description }: PageIntroProps) {
  const { token } = theme.useToken()
  return (
    <section style={{ padding: token.paddingLG, background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {description}
      </Typography.Paragraph>
    </section>
  )
}
