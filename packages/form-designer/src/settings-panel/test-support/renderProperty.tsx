import type { PropertyEditorSpec } from '@tandem/form-core'
import { render, type RenderResult } from '@testing-library/react'
import { useState } from 'react'
import { PropertyList } from '../PropertyList'
import type { PropertyContext } from '../PropertyEditor'

export interface RenderedProperty extends RenderResult {
  /** every patch the editors sent, in order */
  patches: Record<string, unknown>[]
  /** the values after applying the patches */
  values: () => Record<string, unknown>
}

type Extra = Partial<Omit<PropertyContext, 'onPatch' | 'idPrefix'>>

/** Renders the labelled editor of `spec` over plain values that patches are applied to, as the store would. */
export function renderProperty(spec: PropertyEditorSpec, initial: Record<string, unknown>, extra: Extra = {}): RenderedProperty {
  const patches: Record<string, unknown>[] = []
  let current = initial
  function Harness() {
    const [values, setValues] = useState(initial)
    const context: PropertyContext = {
      idPrefix: 'w1',
      classNames: [],
      onPatch: (patch) => {
        patches.push(patch)
        current = { ...current, ...patch }
        setValues(current)
      },
      ...extra,
    }
    return <PropertyList specs={[spec]} values={values} context={context} />
  }
  return { ...render(<Harness />), patches, values: () => current }
}
