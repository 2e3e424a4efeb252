/**
 * How many PostgreSQL connections a server process opens (issue 27): the query pool is PG_POOL_MAX
 * (config.ts); beside it each process keeps the chat bus's pool (up to 4, plugins/chat-bus.ts), one
 * connection listening for chat, one listening for cache drops (plugins/cache-bus.ts) and, while it
 * runs the reminder scheduler, one holding its lock (lib/leader.ts). A deployment sizes
 * max_connections from both (docs/deploy.md); bench:day prints them.
 */

/** the query pool's size when PG_POOL_MAX is unset (what it always was) */
export const DEFAULT_PG_POOL_MAX = 10

/** connections a process holds besides its query pool, at most */
export const PG_EXTRA_CONNECTIONS = 4 + 1 + 1 + 1
