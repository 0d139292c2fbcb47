import { pickDataSet, toOptionItems, type OptionItem } from '@tandem/form-core'
import type { FormRuntime } from '../runtime'

const OPTION_TYPES = new Set(['radio', 'checkbox', 'select', 'cascader'])

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value !== '' ? value : fallback)

/**
 * Option fields with dsEnabled + dsName: options are cleared, each source runs once (fields naming
 * a dataSetName share the run) and every field gets its items (label/value keys mapped; cascaders
 * take the result as it is). A failing source has already shown its error; its fields stay empty.
 */
export async function loadFieldOptions(runtime: FormRuntime): Promise<void> {
  const { model, api } = runtime
  const fields = model.getFieldWidgets().filter(({ name, field }) => model.hasWidget(name) && OPTION_TYPES.has(field.type) && field.options.dsEnabled === true && text(field.options.dsName, '') !== '')
  if (fields.length === 0) return
  model.batch(() => fields.forEach(({ name }) => model.setOptionItems(name, [])))
  const runs = new Map<string, Promise<unknown>>()
  const shared = (dsName: string) => {
    let run = runs.get(dsName)
    if (!run) {
      run = api.executeDataSource(dsName)
      runs.set(dsName, run)
    }
    return run
  }
  await Promise.all(
    fields.map(async ({ name, field }) => {
      const options = field.options
      const dsName = options.dsName as string
      const dataSet = text(options.dataSetName, '')
      let result: unknown
      try {
        result = await (dataSet ? shared(dsName) : api.executeDataSource(dsName, { widgetName: name }))
      } catch {
        return
      }
      const rows = dataSet ? pickDataSet(result, dataSet) : result
      const items = field.type === 'cascader' ? (rows as OptionItem[]) : toOptionItems(rows, text(options.labelKey, 'label'), text(options.valueKey, 'value'))
      if (model.hasWidget(name)) model.setOptionItems(name, items)
    }),
  )
}
