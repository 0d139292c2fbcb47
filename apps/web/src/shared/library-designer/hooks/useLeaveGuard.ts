import { Modal } from 'antd'
import { useEffect } from 'react'
import { useBlocker } from 'react-router'

/** While `dirty`, leaving the page (in-app navigation, reload, closing the tab) asks first. */
export function useLeaveGuard(dirty: boolean, question: string) {
  const blocker = useBlocker(dirty)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    Modal.confirm({ title: question, okText: '离开', cancelText: '留下', onOk: () => blocker.proceed(), onCancel: () => blocker.reset() })
  }, [blocker, question])
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
}
