import { FormRender, type FormRenderApi } from '@tandem/form-render'
import { useRef } from 'react'
import { useDesignerModel, useFormJson } from '../hooks'
import { CanvasApiContext } from './CanvasApiContext'
import { designShell } from './designShell'

/** The canvas: the real renderer over the store's JSON, drawn through the designer's shell. */
export function DesignCanvas() {
  const model = useDesignerModel()
  const json = useFormJson(model.store)
  const api = useRef<FormRenderApi>(null)
  return (
    <CanvasApiContext value={api}>
      <div className="tfd-canvas" data-designer-canvas="">
        <div className="tfd-canvas-form">
          <FormRender ref={api} schema={json} designShell={designShell} />
        </div>
      </div>
    </CanvasApiContext>
  )
}
