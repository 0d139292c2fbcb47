import { message } from 'antd'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'antd/dist/reset.css'
import { AppConfigProvider } from '../app/AppConfigProvider'
import { watchBlockedRequests } from '../app/blockedRequests'
import { installFormScriptGlobals } from '../app/formScriptGlobals'
import { Playground } from './Playground'

dayjs.locale('zh-cn')
watchBlockedRequests((text) => void message.error(text))

const container = document.getElementById('root')
if (!container) throw new Error('playground.html lacks the #root element')

// The playground renders forms from its first paint, so their scripts find axios from the start.
await installFormScriptGlobals()
createRoot(container).render(
  <StrictMode>
    {/* the site's colours: antd's default blue fails the 4.5:1 text contrast */}
    <AppConfigProvider>
      <Playground />
    </AppConfigProvider>
  </StrictMode>,
)
