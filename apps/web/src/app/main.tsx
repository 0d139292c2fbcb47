import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'antd/dist/reset.css'
import './global.css'
import { answerFromPage, browserEffects, http, readBootAnswers } from '../api'
import { routeTable } from '../routes'
import { AppStart } from './AppStart'
import { watchBlockedRequests } from './blockedRequests'
import { preloadCurrentPage } from './preloadCurrentPage'
import { Providers } from './Providers'

const container = document.getElementById('root')
if (!container) throw new Error('index.html lacks the #root element')

watchBlockedRequests((text) => browserEffects.toastError(text))
// A signed-in page arrives with the answers of the start calls: the start needs no round trip.
http.transport = answerFromPage(readBootAnswers(), http.transport)
preloadCurrentPage(routeTable, window.location.pathname)

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppStart />
    </Providers>
  </StrictMode>,
)
