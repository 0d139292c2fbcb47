import { FormRender, type FormRenderApi } from '@tandem/form-render'
import { useRef } from 'react'
import { useDesignerModel } from '../hooks'
import { CanvasApiContext } from './CanvasApiContext'
import { designShell } from './designShell'
import { useCanvasJson } from './useCanvasJson'

/** The canvas: the real renderer over the store's JSON, drawn through the designer's shell. */
export function DesignCanvas() {
  const model = useDesignerModel()
  const json = useCanvasJson(model.store)
  const api = useRef<FormRenderApi>(null)
  return (
    <CanvasApiContext value={api}>
      <div className="tfd-canvas" data-designer-canvas="">
        <div className="tfd-canvas-form">
          <FormRender ref={api} schema={json} schemaSource={model.store} designShell={designShell} />
        </div>
      </div>
    </CanvasApiContext>
  )
}
