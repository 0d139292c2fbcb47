import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'antd/dist/reset.css'
import './global.css'
import { AppStart } from './AppStart'
import { Providers } from './Providers'

const container = document.getElementById('root')
if (!container) throw new Error('index.html lacks the #root element')

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppStart />
    </Providers>
  </StrictMode>,
)
