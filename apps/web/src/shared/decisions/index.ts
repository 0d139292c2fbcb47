export { markDecisionsSeen } from './decisionsSeen'
export { useUnseenDecisions } from './useUnseenDecisions'
