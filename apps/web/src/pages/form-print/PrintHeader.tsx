import { Descriptions, Typography } from 'antd'

interface PrintHeaderProps {
  title: string
  items: ReadonlyArray<readonly [string, string]>
}

/** The heading of a printout: the form's name and what the sheet is about. */
export function PrintHeader({ title, items }: PrintHeaderProps) {
  return (
    <>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {title}
      </Typography.Title>
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 16 }}
        items={items.map(([label, value]) => ({ key: label, label, children: value }))}
      />
    </>
  )
}
