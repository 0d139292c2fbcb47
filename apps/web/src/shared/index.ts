export { PageIntro } from './PageIntro'
export { markDecisionsSeen } from './decisionsSeen'
export { AUTHORIZE_MENU_CODE, useUnseenDecisions } from './useUnseenDecisions'
export { useSealAction } from './useSealAction'
