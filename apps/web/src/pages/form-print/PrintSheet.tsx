import { Button, Space } from 'antd'
import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { PRINT_ROOT_CLASS, printCss } from './printCss'

/** A full-window sheet outside the application's layout: the only thing on screen and on paper. */
export function PrintSheet({ children }: { children: ReactNode }) {
  const [root] = useState(() => {
    const element = document.createElement('div')
    element.className = PRINT_ROOT_CLASS
    return element
  })
  useEffect(() => {
    document.body.append(root)
    return () => root.remove()
  }, [root])
  return createPortal(
    <>
      <style>{printCss}</style>
      <div className="tandem-print-sheet">
        <Space className="tandem-print-actions" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => window.print()}>
            打印
          </Button>
          <Button onClick={() => window.close()}>关闭</Button>
        </Space>
        {children}
      </div>
    </>,
    root,
  )
}
