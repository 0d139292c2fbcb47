import { Button, Drawer, Flex, Select, Space, Table } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formVersionsQuery, type FormSummary } from '../../api'
import { formatDateTime } from '../../shared'
import { VersionComparison } from './VersionComparison'
import { VersionView } from './VersionView'

type Pane = { kind: 'view'; version: number } | { kind: 'compare'; from: number; to: number } | null

/** 版本: the published versions of a form; open one read-only, or compare two. */
export function VersionsDrawer({ form, onClose }: { form: FormSummary | null; onClose: () => void }) {
  const versions = useQuery({ ...formVersionsQuery(form?.id ?? 0), enabled: form !== null })
  const [pane, setPane] = useState<Pane>(null)
  const [pair, setPair] = useState<{ from?: number; to?: number }>({})
  const options = (versions.data ?? []).map((version) => ({
    value: version.version,
    label: `第 ${version.version} 版`,
  }))
  const close = () => {
    setPane(null)
    setPair({})
    onClose()
  }
  return (
    <Drawer
      title={`版本：${form?.name ?? ''}`}
      open={form !== null}
      onClose={close}
      size="large"
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          loading={versions.isPending}
          dataSource={versions.data ?? []}
          columns={[
            { title: '版本', key: 'version', render: (_, version) => `第 ${version.version} 版` },
            { title: '发布人', key: 'publishedBy', render: (_, version) => version.publishedBy.name },
            {
              title: '发布时间',
              key: 'publishedAt',
              render: (_, version) => formatDateTime(version.publishedAt),
            },
            {
              title: '操作',
              key: 'open',
              render: (_, version) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setPane({ kind: 'view', version: version.version })}
                >
                  查看
                </Button>
              ),
            },
          ]}
        />
        <Space wrap>
          <Select
            aria-label="比较起始版本"
            placeholder="版本"
            style={{ width: 110 }}
            options={options}
            value={pair.from}
            onChange={(from: number) => setPair({ ...pair, from })}
          />
          <span>与</span>
          <Select
            aria-label="比较目标版本"
            placeholder="版本"
            style={{ width: 110 }}
            options={options}
            value={pair.to}
            onChange={(to: number) => setPair({ ...pair, to })}
          />
          <Button
            disabled={pair.from === undefined || pair.to === undefined || pair.from === pair.to}
            onClick={() => setPane({ kind: 'compare', from: pair.from!, to: pair.to! })}
          >
            比较
          </Button>
        </Space>
        {form && pane?.kind === 'view' && (
          <VersionView key={pane.version} formId={form.id} version={pane.version} />
        )}
        {form && pane?.kind === 'compare' && (
          <VersionComparison formId={form.id} from={pane.from} to={pane.to} />
        )}
      </Flex>
    </Drawer>
  )
}
