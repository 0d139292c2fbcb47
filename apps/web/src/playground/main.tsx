import { ConfigProvider, message } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'antd/dist/reset.css'
import { watchBlockedRequests } from '../app/blockedRequests'
import { installFormScriptGlobals } from '../app/formScriptGlobals'
import { Playground } from './Playground'

dayjs.locale('zh-cn')
installFormScriptGlobals()
watchBlockedRequests((text) => void message.error(text))

const container = document.getElementById('root')
if (!container) throw new Error('playground.html lacks the #root element')

createRoot(container).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <Playground />
    </ConfigProvider>
  </StrictMode>,
)
