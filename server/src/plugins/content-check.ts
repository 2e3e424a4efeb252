import fp from 'fastify-plugin'
import { KeywordContentCheck, type ContentCheck } from '../lib/content-check.js'
import type { PluginOptions } from '../plugin-options.js'

declare module 'fastify' {
  interface FastifyInstance {
    contentCheck: ContentCheck
  }
}

/** One content check for every text other people read: matchmaking cards, chat, RFQs and replies. */
export default fp(
  async (fastify, opts: PluginOptions) => {
    fastify.decorate('contentCheck', opts.contentCheck ?? new KeywordContentCheck(fastify.config.contentKeywords))
  },
  { name: 'content-check' },
)
