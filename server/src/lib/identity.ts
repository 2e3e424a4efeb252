import type { FastifyRequest } from 'fastify'
import { ApiError } from './errors.js'

const USER_ID = /^[A-Za-z0-9_.:@-]{1,64}$/

/**
 * The caller's identity: query `userId` (H5 and weapp alike), else header `x-user-id`.
 * Cookies are never used for identity. Returns null when absent; throws when malformed.
 */
export function userIdOf(req: FastifyRequest): string | null {
  const q = (req.query as Record<string, unknown> | undefined)?.userId
  const h = req.headers['x-user-id']
  const raw = typeof q === 'string' && q !== '' ? q : typeof h === 'string' && h !== '' ? h : null
  if (raw === null) return null
  if (!USER_ID.test(raw)) throw new ApiError('invalidRequest')
  return raw
}

export function requireUserId(req: FastifyRequest): string {
  const id = userIdOf(req)
  if (!id) throw new ApiError('userIdRequired', 400, 'USER_REQUIRED')
  return id
}
