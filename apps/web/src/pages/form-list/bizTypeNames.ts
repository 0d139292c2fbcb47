import type { BizType } from '../../api'

export const BIZ_TYPE_NAMES: Record<BizType, string> = { 1: '合同', 2: '标书', 3: '公文', 4: '律师函' }
