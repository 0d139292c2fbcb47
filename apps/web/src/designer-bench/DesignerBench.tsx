import { FormDesigner } from '@tandem/form-designer'
import { useEffect, useState } from 'react'
import { flushSync } from 'react-dom'

/** What the designer benchmark drives: `open` resolves after the designer with `json` is painted. */
export interface DesignerBenchHandle {
  open(json: unknown): Promise<void>
}

declare global {
  interface Window {
    __designerBench?: DesignerBenchHandle
  }
}

const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))

/** The designer alone, full page, no sign-in: each `open` mounts a fresh designer on the given form. */
export function DesignerBench() {
  const [opened, setOpened] = useState<{ json: unknown; serial: number } | null>(null)
  useEffect(() => {
    let serial = 0
    window.__designerBench = {
      async open(json) {
        serial += 1
        const next = { json, serial }
        flushSync(() => setOpened(next))
        await afterPaint()
      },
    }
    return () => {
      delete window.__designerBench
    }
  }, [])
  if (!opened) return null
  return (
    <div style={{ height: '100vh' }}>
      <FormDesigner key={opened.serial} initialJson={opened.json} />
    </div>
  )
}
