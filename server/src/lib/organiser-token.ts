/**
 * The organiser's API guard (issue 25.4): `requireOrganiserToken`, the preHandler of every
 * organiser route (GET /api/organiser/deliveries …). The organiser sends ORGANISER_TOKEN as
 * `Authorization: Bearer <token>`; compared in constant time (both sides hashed first, so neither
 * the length nor a prefix leaks through timing). Unset on the server, nobody gets in (401). The
 * organiser console's sign-in (another branch) makes this guard accept its sessions too.
 */
import crypto from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { ApiError } from './errors.js'

const digest = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest()

/** Constant-time comparison of a presented token with the configured one. */
export function organiserTokenMatches(presented: string, expected: string | null): boolean {
  if (!expected || !presented) return false
  return crypto.timingSafeEqual(digest(presented), digest(expected))
}

/** The bearer token of a request, if it sends one. */
export function bearerOf(req: FastifyRequest): string {
  const auth = req.headers.authorization
  const m = typeof auth === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(auth) : null
  return m?.[1] ?? ''
}

/** preHandler: 401 unless the request carries the organiser token. */
export async function requireOrganiserToken(req: FastifyRequest): Promise<void> {
  if (!organiserTokenMatches(bearerOf(req), req.server.config.organiserToken))
    throw new ApiError('organiserTokenRefused', 401, 'UNAUTHORISED')
}
