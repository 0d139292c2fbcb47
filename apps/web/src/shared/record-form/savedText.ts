import type { SavedRecordForm } from '../../api'
import { formatDateTime } from '../format'

/** 张三 于 2024-05-01 09:30 保存（第 2 版） */
export function savedText(saved: Pick<SavedRecordForm, 'savedBy' | 'savedAt' | 'version'>): string {
  return `${saved.savedBy.name} 于 ${formatDateTime(saved.savedAt)} 保存（第 ${saved.version} 版）`
}
