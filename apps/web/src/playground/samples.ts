import { dataSourceForm } from './dataSourceForm'
import { demoForm } from './demoForm'
import { uploadForm } from './uploadForm'

export interface Sample {
  id: string
  label: string
  load(): Promise<unknown>
}

// The shared VForm fixtures beside the repository, bundled lazily (one chunk each) when present.
// The formdata fixture holds form data, not a form.
const fixtureFiles = import.meta.glob<string>(['../../../../../shared/vform-fixtures/*.json', '!../../../../../shared/vform-fixtures/*formdata*.json'], {
  query: '?raw',
  import: 'default',
})

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1)

export const samples: readonly Sample[] = [
  { id: 'demo', label: '内置演示（全部组件）', load: async () => demoForm() },
  { id: 'uploads', label: '上传到服务器（附件与照片）', load: async () => uploadForm() },
  { id: 'data-sources', label: '数据源（部门、合同分页）与对话框', load: async () => dataSourceForm() },
  ...Object.entries(fixtureFiles)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, load]) => ({ id: fileName(path), label: fileName(path), load: async () => JSON.parse(await load()) as unknown })),
]
