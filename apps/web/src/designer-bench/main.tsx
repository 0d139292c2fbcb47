import { ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import 'antd/dist/reset.css'
import { DesignerBench } from './DesignerBench'

dayjs.locale('zh-cn')

const container = document.getElementById('root')
if (!container) throw new Error('designer-bench.html lacks the #root element')

createRoot(container).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <DesignerBench />
    </ConfigProvider>
  </StrictMode>,
)
