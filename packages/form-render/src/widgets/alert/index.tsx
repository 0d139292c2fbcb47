import { Alert } from 'antd'
import { useState } from 'react'
import { useDesignShell } from '../../design'
import { classNames } from '../../style'
import type { FieldWidgetProps } from '../types'

type AlertType = 'success' | 'info' | 'warning' | 'error'
const TYPES: readonly string[] = ['success', 'info', 'warning', 'error']

/**
 * VForm alert (static): every option of the sample widget; closing hides it and runs onClose. On a
 * design canvas it stays drawn (scripts do not run there).
 */
export function AlertWidget({ options, runEvent }: FieldWidgetProps) {
  const [closed, setClosed] = useState(false)
  const design = useDesignShell() !== null
  if (closed && !design) return null
  const type = (TYPES.includes(String(options.type)) ? options.type : 'info') as AlertType
  const closeText = typeof options.closeText === 'string' && options.closeText !== '' ? options.closeText : undefined
  const closable = options.closable === true ? (closeText ? { closeIcon: <span>{closeText}</span> } : true) : false
  return (
    <Alert
      className={classNames('tfr-alert', options.center === true && 'tfr-alert-center', options.effect === 'dark' && 'tfr-alert-dark')}
      title={String(options.title ?? '')}
      description={typeof options.description === 'string' && options.description !== '' ? options.description : undefined}
      type={type}
      showIcon={options.showIcon === true}
      style={options.effect === 'dark' ? { background: `var(--ant-color-${type})`, borderColor: `var(--ant-color-${type})` } : undefined}
      closable={closable}
      onClose={() => {
        setClosed(true)
        runEvent('onClose', [])
      }}
    />
  )
}
