import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'antd/dist/reset.css'
import './global.css'
import { browserEffects } from '../api'
import { AppStart } from './AppStart'
import { watchBlockedRequests } from './blockedRequests'
import { Providers } from './Providers'

const container = document.getElementById('root')
if (!container) throw new Error('index.html lacks the #root element')

watchBlockedRequests((text) => browserEffects.toastError(text))

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppStart />
    </Providers>
  </StrictMode>,
)
