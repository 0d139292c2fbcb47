import { Descriptions, Drawer, Empty, Flex, Skeleton, Tag, Timeline, Typography, theme } from 'antd'
import { useQuery } from '@tanstack/react-query'
import {
  failureText,
  OPERATE_SEAL,
  sealHistoryQuery,
  sealInfoQuery,
  type ContractRow,
  type SealOperation,
} from '../../api'
import { EMPTY_VALUE, formatDateTime, formatSealedAt, SealNote, SealTag } from '../../shared'

interface SealHistoryDrawerProps {
  contract: Pick<ContractRow, 'id' | 'contractNo' | 'contractName'> | null
  onClose(): void
}

const operationLine = (operation: SealOperation) =>
  `${operation.operatorName}：${operation.fromStateName} → ${operation.toStateName}`

/** A contract's seal state, linked documents and every seal operation. */
export function SealHistoryDrawer({ contract, onClose }: SealHistoryDrawerProps) {
  return (
    <Drawer
      open={contract !== null}
      onClose={onClose}
      size={560}
      title={contract ? `封存记录 · ${contract.contractNo}` : '封存记录'}
      destroyOnHidden
    >
      {contract && <SealHistoryBody contractId={contract.id} />}
    </Drawer>
  )
}

function SealHistoryBody({ contractId }: { contractId: number }) {
  const { token } = theme.useToken()
  const info = useQuery(sealInfoQuery([contractId]))
  const history = useQuery(sealHistoryQuery(contractId))
  if (info.isError || history.isError) return <Empty description={failureText(info.error ?? history.error)} />
  const current = info.data?.[0]
  if (!current || !history.data) return <Skeleton active />
  return (
    <Flex vertical gap={token.marginLG}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'name', label: '合同名称', children: current.contractName },
          { key: 'department', label: '所属部门', children: current.department },
          { key: 'state', label: '封存状态', children: <SealTag sealed={current.sealed} showUnsealed /> },
          {
            key: 'sealedAt',
            label: '封存时间',
            children: formatSealedAt(current.sealed, current.sealedAt, current.sealedBy),
          },
          {
            key: 'documents',
            label: '关联文件',
            children: current.attachments.length
              ? current.attachments.map((file) => <Tag key={file.id}>{file.fileName}</Tag>)
              : EMPTY_VALUE,
          },
        ]}
      />
      <div>
        <Typography.Title level={5}>操作记录</Typography.Title>
        {history.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚无封存操作" />
        ) : (
          <Timeline
            items={history.data.map((operation) => ({
              key: operation.id,
              color: operation.operateType === OPERATE_SEAL ? 'red' : 'blue',
              title: formatDateTime(operation.createdAt),
              content: (
                <>
                  <Typography.Text strong>{operation.operateTypeName}</Typography.Text>
                  <Typography.Text type="secondary">{` · ${operationLine(operation)}`}</Typography.Text>
                  <SealNote reason={operation.reason} archiveLocation={operation.archiveLocation} label={operation.operateTypeName} />
                </>
              ),
            }))}
          />
        )}
      </div>
    </Flex>
  )
}
