import type { LayoutType } from '@tandem/form-core'
import { Segmented } from 'antd'
import { useInsertionEffect } from 'react'
import { useDesignerModel, useStoreSelector } from '../hooks'
import { useLocalText } from '../locale'
import { DEVICES, deviceFrameCss, isDevice } from './devices'
import { deviceTexts } from './messages'

const STYLE_ID = 'tfd-device-style'

/** Keeps the device frame rules in the document head while the switch is mounted. */
function useDeviceFrameStyle(): void {
  useInsertionEffect(() => {
    const element = document.createElement('style')
    element.id = STYLE_ID
    element.textContent = deviceFrameCss()
    document.head.appendChild(element)
    return () => element.remove()
  }, [])
}

/** PC / Pad / H5: sets the form's layoutType, which frames the canvas at the device width and picks the grid spans (md, sm, xs). */
export function DeviceSwitch() {
  const model = useDesignerModel()
  const text = useLocalText(deviceTexts)
  const layoutType = useStoreSelector(model.store, (store) => store.getFormConfig().layoutType)
  useDeviceFrameStyle()
  const choose = (device: LayoutType) => model.store.dispatch({ type: 'patchFormConfig', patch: { layoutType: device } }, { mergeKey: 'formConfig.layoutType' })
  return (
    <Segmented<LayoutType>
      size="small"
      aria-label={text.label}
      value={isDevice(layoutType) ? layoutType : 'PC'}
      options={DEVICES.map((device) => ({ value: device, label: text[device] }))}
      onChange={choose}
    />
  )
}
