import type { FormJson } from '@tandem/form-core'
import { walkWidgets } from '@tandem/form-core'
import type { ReplayFailure, ReplayLimits } from './replayTypes.js'

/** The script in Chinese: 表单的 onFormMounted 脚本, 组件「乙」(yi) 的 onChange 脚本. */
export function scriptName(json: FormJson, failure: Pick<ReplayFailure, 'owner' | 'hook'>): string {
  if (failure.owner === 'form' && failure.hook === 'replay') return '表单脚本的重放'
  if (failure.owner === 'form') return failure.hook === 'functions' ? '表单的全局函数' : `表单的 ${failure.hook} 脚本`
  let label = ''
  walkWidgets(json.widgetList, (widget) => {
    if (widget.options.name === failure.owner && typeof widget.options.label === 'string') label = widget.options.label
  })
  return `${label ? `组件「${label}」(${failure.owner})` : `组件 ${failure.owner}`} 的 ${failure.hook} 脚本`
}

/** Why a script stopped, in Chinese, naming the script and its error (the error text is the engine's). */
export function describeFailure(json: FormJson, failure: ReplayFailure, limits: ReplayLimits): string {
  const script = scriptName(json, failure)
  switch (failure.kind) {
    case 'timeout':
      return `${script}运行超出时间上限（${limits.timeBudgetMs} 毫秒）`
    case 'memory':
      return `${script}超出内存上限（${Math.round(limits.memoryBytes / 1024 / 1024)} MB）：${failure.detail}`
    case 'syntax':
      return `${script}有语法错误：${failure.detail}`
    default:
      return `${script}出错：${failure.detail}`
  }
}

/** Publish's warning about a script that calls what the server skips, e.g. 组件「乙」(yi) 的 onChange 脚本调用了服务器不执行的 executeDataSource. */
export function describeSkipped(json: FormJson, where: Pick<ReplayFailure, 'owner' | 'hook'>, calls: readonly string[]): string {
  return `${scriptName(json, where)}调用了服务器不执行的 ${calls.join('、')}，其效果只在浏览器中出现`
}
