import { SendOutlined } from '@ant-design/icons'
import { Button, Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import dayjs, { type Dayjs } from 'dayjs'
import { useSearchParams } from 'react-router'
import {
  departmentsQuery,
  saveApplication,
  usersQuery,
  type AccessScope,
  type Application,
  type ApplicationDraft,
} from '../../api'
import { periodProblem } from './applicationRules'
import { ContractPicker, type PickedContract } from './ContractPicker'

interface ApplicationFormValues {
  contracts: PickedContract[]
  granteeType: 'user' | 'department'
  granteeUserIds?: number[]
  granteeDepartmentIds?: number[]
  scope: AccessScope
  validFrom: Dayjs
  validUntil: Dayjs
  reason: string
}

const DEFAULT_DAYS = 90

/** The contract a record page's 申请授权 named in the address (contractId, contractNo, contractName). */
function presetContracts(search: URLSearchParams): PickedContract[] {
  const id = Number(search.get('contractId'))
  if (!Number.isSafeInteger(id) || id <= 0) return []
  return [{ value: id, label: `${search.get('contractNo') ?? ''} ${search.get('contractName') ?? ''}`.trim() || String(id) }]
}

function draftOf(values: ApplicationFormValues): ApplicationDraft {
  const byUser = values.granteeType === 'user'
  return {
    contractIds: values.contracts.map((contract) => contract.value),
    granteeUserIds: byUser ? values.granteeUserIds : undefined,
    granteeDepartmentIds: byUser ? undefined : values.granteeDepartmentIds,
    scope: values.scope,
    // Whole days in local time: from the first day's start to the last day's end.
    validFrom: values.validFrom.startOf('day').format(),
    validUntil: values.validUntil.endOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'),
    reason: values.reason.trim(),
  }
}

/**
 * The access application; a successful submit hands the new application to onSubmitted (the page
 * confirms it: this form leaves the page with the tab switch, and a toast held here would go too).
 */
export function ApplicationForm({ onSubmitted }: { onSubmitted(application: Application): void }) {
  const [form] = Form.useForm<ApplicationFormValues>()
  const [search] = useSearchParams()
  const queryClient = useQueryClient()
  const users = useQuery(usersQuery())
  const departments = useQuery(departmentsQuery())
  const granteeType = Form.useWatch('granteeType', form)
  const save = useMutation({
    mutationFn: saveApplication,
    onSuccess: async (application) => {
      form.resetFields()
      await queryClient.invalidateQueries({ queryKey: ['authApply'] })
      onSubmitted(application)
    },
  })
  const today = dayjs().startOf('day')

  return (
    <Form<ApplicationFormValues>
      form={form}
      name="auth-apply"
      layout="vertical"
      style={{ maxWidth: 880 }}
      initialValues={{
        granteeType: 'user',
        scope: 'view',
        validFrom: today,
        validUntil: today.add(DEFAULT_DAYS - 1, 'day'),
        contracts: presetContracts(search),
      }}
      onFinish={(values) => save.mutate(draftOf(values))}
    >
      <Form.Item
        name="contracts"
        label="申请的合同"
        rules={[{ required: true, type: 'array', min: 1, message: '请选择至少一份合同' }]}
      >
        <ContractPicker />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <Form.Item name="granteeType" label="授权对象类型">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'user', label: '指定人员' },
                { value: 'department', label: '指定部门' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          {granteeType === 'department' ? (
            <Form.Item
              name="granteeDepartmentIds"
              label="授权部门"
              rules={[{ required: true, message: '请选择授权部门' }]}
            >
              <Select
                mode="multiple"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="选择部门"
                options={departments.data?.map((d) => ({ value: d.id, label: d.name }))}
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="granteeUserIds"
              label="授权人员"
              rules={[{ required: true, message: '请选择授权人员' }]}
            >
              <Select
                mode="multiple"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="输入姓名或账号搜索"
                options={users.data?.map((u) => ({
                  value: u.id,
                  label: `${u.name}（${u.account}，${u.departmentName}）`,
                }))}
              />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Row gutter={24}>
        <Col xs={24} md={8}>
          <Form.Item name="scope" label="权限范围">
            <Radio.Group
              options={[
                { value: 'view', label: '查看' },
                { value: 'download', label: '下载（含查看）' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="validFrom"
            label="开始日期"
            rules={[{ required: true, message: '请选择开始日期' }]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="validUntil"
            label="结束日期"
            dependencies={['validFrom']}
            extra="有效期最长一年，到期后自动失效"
            rules={[
              { required: true, message: '请选择结束日期' },
              ({ getFieldValue }) => ({
                validator(_, value: Dayjs | null) {
                  const problem = periodProblem(getFieldValue('validFrom') as Dayjs | null, value, dayjs())
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve()
                },
              }),
            ]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="reason"
        label="申请理由"
        rules={[{ required: true, whitespace: true, message: '请填写申请理由' }]}
      >
        <Input.TextArea rows={4} maxLength={500} showCount placeholder="说明查阅或下载这些合同的业务原因" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={save.isPending}>
          提交申请
        </Button>
      </Form.Item>
    </Form>
  )
}
