import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons'
import { Button, Col, Form, Row, Select, Space } from 'antd'
// The plain input alone: antd's Input index also brings TextArea, Password, Search and OTP.
import Input from 'antd/es/input/Input'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { bizTypesQuery, contractStatusesQuery, contractTypesQuery, departmentsQuery } from '../../api'
import { LazyAmountInput, LazySignDateRange } from './LazyDetailInputs'
import type { SearchFormValues } from './searchFormValues'

interface SearchFormProps {
  initialValues: SearchFormValues
  /** Unfold the detailed conditions at once (a link that uses them). */
  startExpanded: boolean
  onSearch(values: SearchFormValues): void
  onReset(): void
}

const SEAL_OPTIONS = [
  { value: 'true', label: '已封存' },
  { value: 'false', label: '未封存' },
]
const EXPIRY_OPTIONS = [
  { value: 'soon', label: '即将到期（30 天内）' },
  { value: 'expired', label: '已到期' },
]
const wide = { width: '100%' }
const colSpan = { xs: 24, md: 12, xl: 8 }

/** The query conditions; the more detailed ones fold away. */
export function SearchForm({ initialValues, startExpanded, onSearch, onReset }: SearchFormProps) {
  const [form] = Form.useForm<SearchFormValues>()
  const [expanded, setExpanded] = useState(startExpanded)
  // Once shown, the folded inputs stay: a fold only hides them.
  const [unfolded, setUnfolded] = useState(startExpanded)
  const bizTypes = useQuery(bizTypesQuery())
  const contractTypes = useQuery(contractTypesQuery())
  const statuses = useQuery(contractStatusesQuery())
  const departments = useQuery(departmentsQuery())
  // Folded fields stay mounted so their values still take part in the search.
  const more = expanded ? undefined : { display: 'none' }

  return (
    <Form
      form={form}
      name="contract-search"
      layout="horizontal"
      labelCol={{ flex: '84px' }}
      initialValues={initialValues}
      onFinish={onSearch}
    >
      <Row gutter={24}>
        <Col {...colSpan}>
          <Form.Item name="keyword" label="关键字">
            <Input allowClear maxLength={100} placeholder="合同编号 / 名称 / 相对方" />
          </Form.Item>
        </Col>
        <Col {...colSpan}>
          <Form.Item name="bizType" label="记录类别">
            <Select allowClear placeholder="全部" options={bizTypes.data} />
          </Form.Item>
        </Col>
        <Col {...colSpan}>
          <Form.Item name="status" label="合同状态">
            <Select allowClear placeholder="全部" options={statuses.data} />
          </Form.Item>
        </Col>
        <Col {...colSpan} style={more}>
          <Form.Item name="contractType" label="合同类型">
            <Select allowClear placeholder="全部" options={contractTypes.data} />
          </Form.Item>
        </Col>
        <Col {...colSpan} style={more}>
          <Form.Item name="departmentId" label="所属部门">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="全部"
              options={departments.data?.map((d) => ({ value: d.id, label: d.name }))}
            />
          </Form.Item>
        </Col>
        <Col {...colSpan} style={more}>
          <Form.Item name="sealed" label="封存状态">
            <Select allowClear placeholder="全部" options={SEAL_OPTIONS} />
          </Form.Item>
        </Col>
        <Col {...colSpan} style={more}>
          <Form.Item name="signDate" label="签订日期">
            <LazySignDateRange unfolded={unfolded} />
          </Form.Item>
        </Col>
        <Col {...colSpan} style={more}>
          <Form.Item name="expiry" label="到期提醒">
            <Select allowClear placeholder="全部" options={EXPIRY_OPTIONS} />
          </Form.Item>
        </Col>
        <Col {...colSpan} style={more}>
          <Form.Item label="金额(元)" style={{ marginBottom: 0 }}>
            <Space.Compact style={wide}>
              <Form.Item name="amountMin" noStyle>
                <LazyAmountInput unfolded={unfolded} placeholder="最低" aria-label="最低金额" />
              </Form.Item>
              <Form.Item
                name="amountMax"
                noStyle
                dependencies={['amountMin']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator(_, value: number | null | undefined) {
                      const min = getFieldValue('amountMin') as number | null | undefined
                      return value == null || min == null || value >= min
                        ? Promise.resolve()
                        : Promise.reject(new Error('金额上限不能小于下限'))
                    },
                  }),
                ]}
              >
                <LazyAmountInput unfolded={unfolded} placeholder="最高" aria-label="最高金额" />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col flex="auto">
          <Form.Item style={{ textAlign: 'right' }}>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields()
                  onReset()
                }}
              >
                重置
              </Button>
              <Button
                type="link"
                onClick={() => {
                  setExpanded((value) => !value)
                  setUnfolded(true)
                }}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
                iconPlacement="end"
              >
                {expanded ? '收起' : '展开'}
              </Button>
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  )
}
