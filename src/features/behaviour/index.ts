export { buildBehaviourRecord, type BehaviourAction, type BehaviourInput, type BehaviourTarget } from './record'
export { useBehaviour } from './use-behaviour'
