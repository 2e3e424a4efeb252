/** Matchmaking (issue 12): the three pairs pages and their stores. */
export { InterestsView } from './components/interests-view'
export { ListView } from './components/list-view'
export { ChatView } from './components/chat-view'
export { MatchStore, type MatchApi, type MatchTab } from './match-store'
export { ChatStore, type ChatApi, type ChatItem } from './chat-store'
export { ChatConnection, type LinkState } from './chat-connection'
export { registerPairsActions, type PairsActionApi } from './queued-actions'
