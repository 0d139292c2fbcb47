import type { FormJson } from '@tandem/form-core'

/** Name of the generated component (and of its file, `${name}.tsx`). */
export const EXPORTED_COMPONENT_NAME = 'ContractForm'

/**
 * A React component (TSX) that renders the form with @tandem/form-render: the JSON is embedded,
 * the ref is typed with the renderer API. It compiles under `tsc --strict`.
 */
export function generateReactCode(json: FormJson, name = EXPORTED_COMPONENT_NAME): string {
  const embedded = JSON.stringify(json, null, 2)
  return `import { FormRender, type FormRenderApi } from '@tandem/form-render'
import type { Ref } from 'react'

/** The form JSON as designed (VForm format). */
export const formJson = ${embedded}

export interface ${name}Props {
  /** initial values, field name → value */
  formData?: Record<string, unknown>
  /** the renderer API: getFormData(), setFormData(), resetForm(), validateForm(), ... */
  ref?: Ref<FormRenderApi>
}

export default function ${name}({ formData, ref }: ${name}Props) {
  return <FormRender formJson={formJson} formData={formData} ref={ref} />
}
`
}
