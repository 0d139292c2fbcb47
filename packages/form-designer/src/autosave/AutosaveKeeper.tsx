import { Button, notification } from 'antd'
import { useEffect } from 'react'
import { useDesignerModel } from '../hooks'
import { fillText, useLocale, useLocalText } from '../locale'
import { autosaveTexts } from './messages'
import { useAutosave } from './useAutosave'

const NOTICE_KEY = 'tfd-autosave-restored'

export interface AutosaveKeeperProps {
  /** where the form is kept in localStorage; designers of different forms use different keys */
  storageKey: string
}

/** Autosave of the designer's form with the restore notice and its 撤销恢复; renders only the notice. */
export function AutosaveKeeper({ storageKey }: AutosaveKeeperProps) {
  const model = useDesignerModel()
  const text = useLocalText(autosaveTexts)
  const locale = useLocale()
  const { restored, undoRestore, dismiss } = useAutosave(model.store, storageKey)
  const [api, holder] = notification.useNotification()

  useEffect(() => {
    if (!restored) return
    api.info({
      key: NOTICE_KEY,
      title: text.restoredTitle,
      description: fillText(text.restoredAt, { time: new Date(restored.savedAt).toLocaleString(locale) }),
      duration: 0,
      placement: 'top',
      onClose: dismiss,
      actions: (
        <Button
          size="small"
          onClick={() => {
            undoRestore()
            api.destroy(NOTICE_KEY)
          }}
        >
          {text.undoRestore}
        </Button>
      ),
    })
  }, [api, restored, text, locale, undoRestore, dismiss])

  return holder
}
