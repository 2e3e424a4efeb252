import { useServices } from '../../app-context'
import type { AppServices } from '../../app-services'
import { storedSession } from '../../services/api/visitor-session'
import { ChatConnection } from './chat-connection'

declare module '../../stores/feature-scopes' {
  interface FeatureScopes {
    /** the visitor's one chat connection (the RootStore's `chat` scope) */
    chat: ChatConnection
  }
}

/** The visitor's one chat connection in this app instance (shared by the list and the conversation). */
export function chatConnectionOf({
  api,
  platform,
  store,
}: Pick<AppServices, 'api' | 'platform' | 'store'>): ChatConnection {
  return store.scope(
    'chat',
    () =>
      new ChatConnection({
        openSocket: () => platform.connectSocket(api.imSocketUrl()),
        credentials: () => {
          const userId = store.context.userId
          const session = userId ? storedSession(platform).get(userId) : undefined
          return userId && session ? { userId, session } : null
        },
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      }),
  )
}

export function useChatConnection(): ChatConnection {
  return chatConnectionOf(useServices())
}
