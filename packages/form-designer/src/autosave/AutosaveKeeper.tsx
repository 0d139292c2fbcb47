import { Button, Modal, notification } from 'antd'
import { useEffect, useState } from 'react'
import { useDesignerModel } from '../hooks'
import { fillText, useLocale, useLocalText } from '../locale'
import { autosaveTexts } from './messages'
import { useAutosave } from './useAutosave'

const NOTICE_KEY = 'tfd-autosave-restored'

const timeText = (ms: number, locale: string) => new Date(ms).toLocaleString(locale)

export interface AutosaveKeeperProps {
  /** where the form is kept in localStorage; designers of different forms use different keys */
  storageKey: string
  /** when the opened form was saved (ms since the epoch or a date string); a kept form older than it is dropped, a newer one offered as a choice */
  openedSavedAt?: number | string
}

/** ms since the epoch; an unreadable time counts as unknown */
function timeOf(value: number | string | undefined): number | undefined {
  const ms = value === undefined ? NaN : new Date(value).getTime()
  return Number.isNaN(ms) ? undefined : ms
}

/** Autosave of the designer's form with the restore notice and its 撤销恢复, or the choice between a newer kept form and the saved one. */
export function AutosaveKeeper({ storageKey, openedSavedAt }: AutosaveKeeperProps) {
  const model = useDesignerModel()
  const text = useLocalText(autosaveTexts)
  const locale = useLocale()
  // the time of the form the designer opened with, read once as that form is
  const [openedAt] = useState(() => timeOf(openedSavedAt))
  const { restored, undoRestore, dismiss, choice, keepDraft, keepOpened } = useAutosave(model.store, storageKey, openedAt)
  const [api, holder] = notification.useNotification()

  useEffect(() => {
    if (!restored) return
    api.info({
      key: NOTICE_KEY,
      title: text.restoredTitle,
      description: fillText(text.restoredAt, { time: timeText(restored.savedAt, locale) }),
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

  return (
    <>
      {holder}
      <Modal
        open={choice !== null}
        title={text.choiceTitle}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={[
          <Button key="opened" onClick={keepOpened}>
            {text.keepOpened}
          </Button>,
          <Button key="draft" type="primary" onClick={keepDraft}>
            {text.keepDraft}
          </Button>,
        ]}
      >
        {choice && fillText(text.choiceBody, { draftTime: timeText(choice.draft.savedAt, locale), savedTime: timeText(choice.openedSavedAt, locale) })}
      </Modal>
    </>
  )
}
