import { use } from 'react'
import type { DesignerModel } from '../model'
import { DesignerContext } from './DesignerContext'

/** The designer model of the surrounding FormDesigner. */
export function useDesignerModel(): DesignerModel {
  const model = use(DesignerContext)
  if (!model) throw new Error('useDesignerModel must be used inside a FormDesigner')
  return model
}
