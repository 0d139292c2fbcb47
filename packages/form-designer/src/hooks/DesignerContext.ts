import { createContext } from 'react'
import type { DesignerModel } from '../model'

export const DesignerContext = createContext<DesignerModel | null>(null)
