import type { FormStatus } from '../../db/schema/index.js'

export const formStatusNames: Record<FormStatus, string> = { draft: '草稿', published: '已发布', disabled: '已停用' }

/** The form a new, blank form starts with: VForm's empty form. */
export const blankFormJson = (): Record<string, unknown> => ({ widgetList: [], formConfig: {} })
