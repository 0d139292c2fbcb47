import { Alert, Button, Form, Input, Modal, Radio, Select, Upload } from 'antd'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { createForm, formListQuery, getForm, type FormDetail, type StoredFormJson } from '../../api'
import { formJsonTooLarge } from '../../shared/library-designer'

type Source = 'blank' | 'template' | 'import'

interface CreateValues {
  code: string
  name: string
  category?: string
  description?: string
  source: Source
  templateId?: number
}

interface CreateFormDialogProps {
  open: boolean
  onClose: () => void
  onCreated: (form: FormDetail) => void
}

/** Reads an imported VForm JSON file; the server checks it with form-core's loader. */
async function readJsonFile(file: File): Promise<StoredFormJson> {
  const parsed: unknown = JSON.parse(await file.text())
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
  return parsed as StoredFormJson
}

/** 新建: a blank form, a copy of another form's draft (template), or an imported VForm JSON file. */
export function CreateFormDialog({ open, onClose, onCreated }: CreateFormDialogProps) {
  const [form] = Form.useForm<CreateValues>()
  const source = Form.useWatch('source', form) ?? 'blank'
  const [imported, setImported] = useState<{ name: string; json: StoredFormJson } | null>(null)
  const [importError, setImportError] = useState('')
  const templates = useQuery({ ...formListQuery({}), enabled: open })
  const queryClient = useQueryClient()

  const create = useMutation({
    mutationFn: async (values: CreateValues) => {
      const json =
        values.source === 'template' && values.templateId
          ? (await getForm(values.templateId)).json
          : values.source === 'import'
            ? imported?.json
            : undefined
      return createForm({
        code: values.code,
        name: values.name,
        category: values.category ?? '',
        description: values.description ?? '',
        json,
      })
    },
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ['forms'] })
      form.resetFields()
      setImported(null)
      onCreated(created)
    },
  })

  const chooseFile = async (file: File) => {
    // refused here rather than by the server's 413 after the upload
    const tooLarge = formJsonTooLarge(file.size)
    if (tooLarge) {
      setImported(null)
      setImportError(`${file.name}：${tooLarge}`)
      return false
    }
    try {
      setImported({ name: file.name, json: await readJsonFile(file) })
      setImportError('')
    } catch {
      setImported(null)
      setImportError(`${file.name} 不是合法的 JSON 文件`)
    }
    return false
  }

  const submit = (values: CreateValues) => {
    if (values.source === 'import' && !imported) {
      setImportError('请选择要导入的 VForm JSON 文件')
      return
    }
    create.mutate(values)
  }

  return (
    <Modal
      title="新建表单"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="创建"
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ source: 'blank' }} onFinish={submit}>
        <Form.Item name="source" label="来源">
          <Radio.Group
            options={[
              { value: 'blank', label: '空白表单' },
              { value: 'template', label: '从模板' },
              { value: 'import', label: '导入 VForm JSON' },
            ]}
          />
        </Form.Item>
        {source === 'template' && (
          <Form.Item name="templateId" label="模板" rules={[{ required: true, message: '请选择模板表单' }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="选择一个已有表单作为模板"
              loading={templates.isPending}
              options={(templates.data?.list ?? []).map((item) => ({
                value: item.id,
                label: `${item.name}（${item.code}）`,
              }))}
            />
          </Form.Item>
        )}
        {source === 'import' && (
          <Form.Item label="VForm JSON 文件">
            <Upload
              accept=".json,application/json"
              maxCount={1}
              showUploadList={false}
              beforeUpload={chooseFile}
            >
              <Button>{imported ? `已选择：${imported.name}` : '选择文件'}</Button>
            </Upload>
            {importError && <Alert type="error" showIcon title={importError} style={{ marginTop: 8 }} />}
          </Form.Item>
        )}
        <Form.Item
          name="code"
          label="编码"
          rules={[
            { required: true, message: '请输入编码' },
            {
              pattern: /^[A-Za-z][\w-]{1,63}$/,
              message: '以字母开头，由字母、数字、下划线或连字符组成（2-64 位）',
            },
          ]}
        >
          <Input placeholder="如 contract-registration" />
        </Form.Item>
        <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="category" label="分类">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="description" label="说明">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
