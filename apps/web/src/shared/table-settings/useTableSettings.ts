import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { userInfoQuery } from '../../api'
import { DEFAULT_SETTINGS, readSettings, settingsKey, writeSettings, type TableSettings } from './tableSettings'

/**
 * The user's settings of table `tableId`, kept per user in localStorage (the defaults until the
 * user is known).
 */
export function useTableSettings(tableId: string): [TableSettings, (next: TableSettings) => void] {
  const user = useQuery(userInfoQuery()).data
  const key = user ? settingsKey(tableId, user.userId) : null
  const [changed, setChanged] = useState<{ key: string | null; settings: TableSettings } | null>(null)
  const settings = changed && changed.key === key ? changed.settings : key ? readSettings(key) : DEFAULT_SETTINGS
  const update = (next: TableSettings) => {
    if (key) writeSettings(key, next)
    setChanged({ key, settings: next })
  }
  return [settings, update]
}
