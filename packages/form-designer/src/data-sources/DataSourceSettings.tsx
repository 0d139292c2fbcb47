import type { DataSourceTransport, SchemaStore } from '@tandem/form-core'
import { Button, Typography } from 'antd'
import { useState } from 'react'
import { fillText, useLocalText } from '../locale'
import { DataSourceManager, useDataSources } from './DataSourceManager'
import { dataSourceTexts } from './messages'

/** The 数据源 row of 表单设置: how many the form has and the button that opens the manager. */
export function DataSourceSettings({ store, transport }: { store: SchemaStore; transport?: DataSourceTransport }) {
  const text = useLocalText(dataSourceTexts)
  const count = useDataSources(store).length
  const [open, setOpen] = useState(false)
  return (
    <div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {fillText(text.count, { n: count })}
      </Typography.Paragraph>
      <Button block onClick={() => setOpen(true)}>
        {text.manage}
      </Button>
      {open && <DataSourceManager store={store} transport={transport} onClose={() => setOpen(false)} />}
    </div>
  )
}
