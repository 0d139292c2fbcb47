import { act, render } from '@testing-library/react'
import { createSchemaStore, type FormJson } from '@tandem/form-core'
import * as formRender from '@tandem/form-render'
import type { FormRenderApi } from '@tandem/form-render'
import * as react from 'react'
import { createRef, type ComponentType, type Ref } from 'react'
import * as jsxRuntime from 'react/jsx-runtime'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { contractTemplates } from '../templates'
import { generateReactCode } from './generateReactCode'

const form: FormJson = createSchemaStore(contractTemplates[1].json).toSavedJson()
const code = generateReactCode(form)

// a virtual file inside this package, so '@tandem/form-render' resolves as it does for a host app
const FILE = join(dirname(fileURLToPath(import.meta.url)), 'ExportedForm.tsx')

function typeErrors(source: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    customConditions: ['source'],
    skipLibCheck: true,
    types: [],
  }
  const host = ts.createCompilerHost(options)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (name, language, ...rest) => (name === FILE ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest))
  const fileExists = host.fileExists.bind(host)
  host.fileExists = (name) => name === FILE || fileExists(name)
  const program = ts.createProgram([FILE], options, host)
  // The generated file's own errors: the renderer's sources it reaches are type-checked by tsc -b.
  const file = program.getSourceFile(FILE)
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
}

/** Runs the transpiled component with this test's copies of React and the renderer. */
function loadComponent(source: string): ComponentType<{ formData?: Record<string, unknown>; ref?: Ref<FormRenderApi> }> {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022 } }).outputText
  const modules: Record<string, unknown> = { '@tandem/form-render': formRender, react, 'react/jsx-runtime': jsxRuntime }
  const exports: Record<string, unknown> = {}
  const require = (name: string) => {
    if (!(name in modules)) throw new Error(`unexpected import ${name}`)
    return modules[name]
  }
  new Function('exports', 'require', js)(exports, require)
  return exports.default as ComponentType<{ formData?: Record<string, unknown>; ref?: Ref<FormRenderApi> }>
}

describe('generateReactCode', () => {
  it('embeds the form JSON', () => {
    expect(code).toContain(`export const formJson = ${JSON.stringify(form, null, 2)}`)
  })

  it('compiles under strict TypeScript with the renderer types', () => {
    expect(typeErrors(code)).toEqual([])
  }, 120_000)

  it('fails to compile when the ref is used wrongly (the check is real)', () => {
    const broken = code.replace('ref={ref}', 'ref={ref} formData={42}')
    expect(typeErrors(broken)).toContainEqual(expect.stringContaining("Type 'number' is not assignable to type 'FormData'"))
  }, 120_000)

  it('renders the form and its typed ref reads the data', async () => {
    const Exported = loadComponent(code)
    const ref = createRef<FormRenderApi>()
    const { container } = render(<Exported ref={ref} formData={{ applicant: '张三', copies: 3 }} />)
    expect(container.querySelector('[data-widget-name="sealTypes"]')).not.toBeNull()
    let data: Record<string, unknown> = {}
    await act(async () => {
      data = ref.current!.getFormData(false)
    })
    expect(data).toMatchObject({ applicant: '张三', copies: 3 })
  })
})
