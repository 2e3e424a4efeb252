export { buildBehaviourRecord, type BehaviourAction, type BehaviourInput, type BehaviourTarget } from './record'
export { useBehaviour, useBehaviourOnce } from './use-behaviour'
