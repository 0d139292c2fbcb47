import { Card, Typography } from 'antd'
import type { ReactNode } from 'react'

interface PageCardProps {
  title: string
  extra?: ReactNode
  children: ReactNode
}

/** A card whose title is the page's (or section's) heading. */
export function PageCard({ title, extra, children }: PageCardProps) {
  return (
    <Card
      title={
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  )
}
