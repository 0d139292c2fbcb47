import { Input, Select, Space } from 'antd'
import type { FormFilters, FormStatus } from '../../api'
import { bizTypeNames } from '@tandem/api-contract/vocabulary'

interface FormFilterBarProps {
  filters: FormFilters
  categories: readonly string[]
  onChange: (filters: FormFilters) => void
}

const STATUS_OPTIONS: Array<{ value: FormStatus; label: string }> = [
  { value: 'draft', label: '草稿' },
  { value: 'published', label: '已发布' },
  { value: 'disabled', label: '已停用' },
]

/** Search by name or code, and filters by category, status and bound record kind. */
export function FormFilterBar({ filters, categories, onChange }: FormFilterBarProps) {
  return (
    <Space wrap>
      <Input.Search
        allowClear
        placeholder="名称或编码"
        aria-label="搜索表单"
        style={{ width: 220 }}
        onSearch={(keyword) => onChange({ ...filters, keyword: keyword.trim() || undefined })}
      />
      <Select
        allowClear
        placeholder="分类"
        aria-label="分类"
        style={{ width: 140 }}
        value={filters.category}
        options={categories.map((category) => ({ value: category, label: category }))}
        onChange={(category?: string) => onChange({ ...filters, category })}
      />
      <Select
        allowClear
        placeholder="状态"
        aria-label="状态"
        style={{ width: 120 }}
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status?: FormStatus) => onChange({ ...filters, status })}
      />
      <Select
        allowClear
        placeholder="绑定"
        aria-label="绑定"
        style={{ width: 120 }}
        value={filters.bizType}
        options={Object.entries(bizTypeNames).map(([value, label]) => ({ value: Number(value), label }))}
        onChange={(bizType?: FormFilters['bizType']) => onChange({ ...filters, bizType })}
      />
    </Space>
  )
}
