export { createRandom, pickWeighted } from './random.ts'
export { WidgetFactory, formConfig } from './widgetFactory.ts'
