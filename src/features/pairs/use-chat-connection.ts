import { useServices } from '../../app-context'
import type { AppServices } from '../../app-services'
import { storedSession } from '../../services/api/visitor-session'
import { ChatConnection } from './chat-connection'

const connections = new WeakMap<object, ChatConnection>()

/** The visitor's one chat connection in this app instance (shared by the list and the conversation). */
export function chatConnectionOf(services: Pick<AppServices, 'api' | 'platform' | 'store'>): ChatConnection {
  let connection = connections.get(services)
  if (!connection) {
    const { api, platform, store } = services
    connection = new ChatConnection({
      openSocket: () => platform.connectSocket(api.imSocketUrl()),
      credentials: () => {
        const userId = store.context.userId
        const session = userId ? storedSession(platform).get(userId) : undefined
        return userId && session ? { userId, session } : null
      },
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    })
    connections.set(services, connection)
  }
  return connection
}

export function useChatConnection(): ChatConnection {
  return chatConnectionOf(useServices())
}
