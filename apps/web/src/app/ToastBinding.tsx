import { message } from 'antd'
import { useEffect } from 'react'
import { browserEffects } from '../api'

/** Routes the http client's error toasts through a themed message holder. */
export function ToastBinding() {
  const [messageApi, holder] = message.useMessage()
  useEffect(() => {
    browserEffects.bindToast((text) => void messageApi.error(text))
  }, [messageApi])
  return holder
}
