import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { notFound } from '../../lib/errors.js'
import { CommonQuery } from '../../schemas/common.js'

const PALETTE = [
  '#0b5cad',
  '#d9480f',
  '#2b8a3e',
  '#862e9c',
  '#c2255c',
  '#1098ad',
  '#5c940d',
  '#e67700',
  '#364fc7',
  '#495057',
]
const escXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A speaker's avatar: a head and shoulders drawn with shapes, centred in the picture whatever its
 * aspect. Not a text glyph (an emoji such as 👤 is missing from many fonts and shows as a box).
 */
function silhouette(w: number, h: number): string {
  const u = Math.min(w, h)
  const cx = w / 2
  const top = (h - u) / 2
  const r = (n: number) => Math.round(n * 10) / 10
  const head = `<circle cx="${r(cx)}" cy="${r(top + u * 0.38)}" r="${r(u * 0.17)}" fill="#ffffffcc"/>`
  // shoulders: the top of an ellipse, its sides running down to the bottom edge
  const rx = u * 0.34
  const ry = u * 0.2
  const y = top + u * 0.64 + ry
  const shoulders = `<path d="M${r(cx - rx)} ${h} V${r(y)} A${r(rx)} ${r(ry)} 0 0 1 ${r(cx + rx)} ${r(y)} V${h} Z" fill="#ffffffcc"/>`
  return head + shoulders
}

/** Seeded logos, product pictures and avatars: SVG drawn on request from the id (varied aspect ratios). */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.get(
    '/media/:kind/:file',
    {
      schema: {
        querystring: CommonQuery,
        params: Type.Object({
          kind: Type.Union([
            Type.Literal('company'),
            Type.Literal('product'),
            Type.Literal('edition'),
            Type.Literal('person'),
            Type.Literal('news'),
          ]),
          file: Type.String({ pattern: '^[0-9]{1,10}-[0-9]{2,4}x[0-9]{2,4}\\.svg$' }),
        }),
      },
    },
    async (req, reply) => {
      const m = /^(\d+)-(\d+)x(\d+)\.svg$/.exec(req.params.file)!
      const id = Number(m[1])
      const w = Math.min(2000, Number(m[2]))
      const h = Math.min(2000, Number(m[3]))
      let label = ''
      if (req.params.kind === 'company') {
        const c = await fastify.directory.companyNames(id)
        if (!c) throw notFound('notFound')
        label = c.name_en
          .split(/\s+/)
          .filter((x) => /^[A-Z]/.test(x))
          .slice(0, 2)
          .map((x) => x[0])
          .join('')
      } else if (req.params.kind === 'product') {
        label = `P${id}`
      } else if (req.params.kind === 'edition') {
        label = 'EXPO'
      } else if (req.params.kind === 'news') {
        label = 'NEWS'
      }
      const bg = PALETTE[id % PALETTE.length]!
      const fs = Math.round(Math.min(w, h) * 0.38)
      let shape: string
      if (req.params.kind === 'person') shape = silhouette(w, h)
      else if (req.params.kind === 'product')
        shape = `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.35}" fill="#ffffff22"/><rect x="${w * 0.1}" y="${h * 0.72}" width="${w * 0.8}" height="${h * 0.06}" rx="4" fill="#ffffff33"/>`
      else shape = `<path d="M0 ${h * 0.75} Q ${w / 2} ${h * 0.55} ${w} ${h * 0.8} V ${h} H 0 Z" fill="#ffffff1f"/>`
      const caption = label
        ? `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-weight="700" font-size="${fs}" fill="#fff">${escXml(label)}</text>`
        : ''
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${bg}"/>${shape}${caption}</svg>`
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg)
    },
  )
}
