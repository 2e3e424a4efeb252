import type { FastifyRequest } from 'fastify'
import { ApiError } from './errors.js'

const USER_ID = /^[A-Za-z0-9_.:@-]{1,64}$/

/** A visitor id: 1–64 letters, digits and _ . : @ - (a UUID, or the native / mini-program user id). */
export function isUserId(value: string): boolean {
  return USER_ID.test(value)
}

/**
 * The visitor id a request names: query `userId` (H5 and weapp alike), else header `x-user-id`.
 * Cookies are never used for identity. Returns null when absent; throws when malformed. Whether the
 * caller may act as it is the visitor plugin's question (plugins/visitor.ts).
 */
export function userIdOf(req: FastifyRequest): string | null {
  const q = (req.query as Record<string, unknown> | undefined)?.userId
  const h = req.headers['x-user-id']
  const raw = typeof q === 'string' && q !== '' ? q : typeof h === 'string' && h !== '' ? h : null
  if (raw === null) return null
  if (!isUserId(raw)) throw new ApiError('invalidRequest')
  return raw
}
