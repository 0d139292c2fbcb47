import { menuCodes } from '@tandem/api-contract/vocabulary'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { myApplicationsQuery, userInfoQuery, userMenusQuery } from '../../api'
import { tandemConfig } from '../../config'
import { useDecisionsSeenSince } from './decisionsSeen'

/** Decisions arrive while the page stays open; a minute is soon enough for a notice. */
const POLL_MS = 60_000

/** How many of the user's applications were approved or rejected since he last looked at 我的申请. */
export function useUnseenDecisions(): number {
  const { data: user } = useSuspenseQuery(userInfoQuery())
  const menus = useQuery(userMenusQuery(tandemConfig.contractSystemId))
  // Only users of the access applications menu apply.
  const applies = menus.data?.menuCodeList.includes(menuCodes.accessApplications) ?? false
  const since = useDecisionsSeenSince(user.userId)
  const news = useQuery({
    ...myApplicationsQuery({ pageIndex: 1, pageSize: 1, decidedAfter: since }),
    enabled: applies,
    refetchInterval: POLL_MS,
  })
  return applies ? (news.data?.total ?? 0) : 0
}
