import { defineProject } from 'vitest/config'
import { componentTests, sourceResolution, type ComponentTestFiles } from '../../vitest.shared'

/** form-designer's tests over `files` (vitest.isolated.config.ts takes the isolated ones). */
export function formDesignerProject(files: ComponentTestFiles) {
  return defineProject({
    // Client conditions only: the shared ssr conditions hand antd's dependencies that publish a
    // "source" export (raw .ts, e.g. scroll-into-view-if-needed) to Node, which cannot run them.
    resolve: sourceResolution.resolve,
    test: componentTests(import.meta.dirname, 'form-designer', files),
  })
}

export default formDesignerProject('shared')
