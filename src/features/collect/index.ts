export { runCollect, type CollectOutcome, type CollectRequest, type CollectDeps } from './collect-flow'
export { useCollect } from './use-collect'
