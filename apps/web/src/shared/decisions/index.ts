export { markDecisionsSeen } from './decisionsSeen'
export { AUTHORIZE_MENU_CODE, useUnseenDecisions } from './useUnseenDecisions'
