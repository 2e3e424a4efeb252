/**
 * Editions in the organiser console (issue 26 item 3): list, create, open, close, hide or show, and
 * the import upload (item 1's importUpload: every error with its sheet, row, column and reason).
 */
import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import type * as C from '../../../../types/api/organiser.js'
import { ok } from '../../lib/envelope.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { importUpload } from '../../lib/import/server.js'
import { SHEETS } from '../../lib/import/index.js'
import { workbookOf } from '../../lib/import/write-xlsx.js'
import { CommonQuery, Flag } from '../../schemas/common.js'
import { IdParams, OrganiserEditionBody, OrganiserEditionStateBody, OrganiserQuery } from '../../schemas/organiser.js'
import {
  OrganiserEditionListResponse,
  OrganiserEditionResponse,
  OrganiserImportResponse,
  OrganiserNumbersResponse,
} from '../../schemas/responses/organiser.js'

const ImportQuery = Type.Composite([CommonQuery, Type.Object({ partial: Type.Optional(Flag) })])

export default async function organiserEditionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { organisers } = fastify

  const shape = (e: Awaited<ReturnType<typeof organisers.editions>>[number]): C.OrganiserEdition => ({
    id: Number(e.id),
    exhibitionCode: e.code,
    year: Number(e.year),
    nameZh: e.name_zh,
    nameEn: e.name_en,
    startDate: e.start_date,
    endDate: e.end_date,
    timeZone: e.time_zone,
    current: e.is_current === 1,
    viewable: e.viewable === 1,
    closed: e.closed === 1,
  })
  const one = async (id: number) => {
    const e = (await organisers.editions()).find((x) => Number(x.id) === id)
    if (!e) throw notFound('organiser.editionNotFound')
    return shape(e)
  }
  /** the visitor side reads editions from the catalog's memory and the directory's caches */
  const refresh = async () => {
    await fastify.catalog.load()
    fastify.directory.invalidate()
  }

  app.get(
    '/api/organiser/editions',
    {
      preValidation: fastify.requireOrganiser,
      schema: { querystring: OrganiserQuery, response: OrganiserEditionListResponse },
    },
    async (): Promise<C.OrganiserEditionListResponse> => ok((await organisers.editions()).map(shape)),
  )

  app.post(
    '/api/organiser/editions',
    {
      preValidation: fastify.requireOrganiser,
      schema: { querystring: OrganiserQuery, body: OrganiserEditionBody, response: OrganiserEditionResponse },
    },
    async (req): Promise<C.OrganiserEditionResponse> => {
      const b = req.body
      const valid = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`))
      if (!valid(b.startDate) || !valid(b.endDate) || b.endDate < b.startDate)
        throw badRequest('organiser.editionDates')
      const id = await organisers.createEdition(b)
      if (id === 'unknownExhibition') throw badRequest('organiser.exhibitionUnknown')
      if (id === 'exists') throw new ApiError('organiser.editionExists', 409, 'EXISTS')
      await refresh()
      return ok(await one(id))
    },
  )

  app.post(
    '/api/organiser/editions/:id/state',
    {
      preValidation: fastify.requireOrganiser,
      schema: {
        params: IdParams,
        querystring: OrganiserQuery,
        body: OrganiserEditionStateBody,
        response: OrganiserEditionResponse,
      },
    },
    async (req): Promise<C.OrganiserEditionResponse> => {
      const id = Number(req.params.id)
      if (!(await organisers.setEditionState(id, req.body.state))) throw notFound('organiser.editionNotFound')
      await refresh()
      return ok(await one(id))
    },
  )

  app.get(
    '/api/organiser/editions/:id/numbers',
    {
      preValidation: fastify.requireOrganiser,
      schema: { params: IdParams, querystring: OrganiserQuery, response: OrganiserNumbersResponse },
    },
    async (req): Promise<C.OrganiserNumbersResponse> => {
      const ed = await one(Number(req.params.id))
      const exhibitionId = fastify.catalog.editions.get(ed.id)?.exhibition_id
      if (exhibitionId === undefined) throw notFound('organiser.editionNotFound')
      return ok(await organisers.numbers({ id: ed.id, exhibitionId, timeZone: ed.timeZone }))
    },
  )

  // the whole edition in the import's sheets and columns: export, edit, import again (round trip)
  app.get(
    '/api/organiser/editions/:id/export',
    {
      preValidation: fastify.requireOrganiser,
      schema: { params: IdParams, querystring: OrganiserQuery },
    },
    async (req, reply) => {
      const ed = await one(Number(req.params.id))
      const sheets = await organisers.exportSheets(ed.id, ed.timeZone)
      const file = await workbookOf(sheets, req.lang === 'EN' ? 'EN' : 'zh-CN')
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${ed.exhibitionCode}-${ed.year}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(file)
    },
  )

  app.post(
    '/api/organiser/editions/:id/import',
    {
      preValidation: fastify.requireOrganiser,
      // the body is the organiser's spreadsheet (multipart), read by the import's own rules
      config: { multipart: true } as object,
      schema: { params: IdParams, querystring: ImportQuery, response: OrganiserImportResponse },
    },
    async (req): Promise<C.OrganiserImportResponse> => {
      const editionId = Number(req.params.id)
      await one(editionId)
      if (!req.isMultipart()) throw badRequest('organiser.importNoFile')
      let name = ''
      let buffer: Buffer
      try {
        const file = await req.file()
        if (!file) throw badRequest('organiser.importNoFile')
        name = file.filename
        buffer = await file.toBuffer()
      } catch (err) {
        const e = err as { code?: string; statusCode?: number }
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError('uploadTooLarge', 413, 'TOO_LARGE')
        if (err instanceof ApiError || (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)) throw err
        throw badRequest('uploadMalformed')
      }
      if (!buffer.length || !/\.(xlsx|csv)$/i.test(name)) throw badRequest('organiser.importNoFile')
      const result = await importUpload(fastify, [{ name, buffer }], {
        editionId,
        language: req.lang === 'EN' ? 'EN' : 'zh-CN',
        partial: req.query.partial === 1,
        // a server fetching what an upload names must not be led to its own network
        picturesPublicOnly: true,
      })
      if (result.written) await refresh()
      return ok({
        ok: result.ok,
        written: result.written,
        errors: result.errors.map((e) => ({
          sheet: e.sheet,
          row: e.row ?? 0,
          column: e.column ?? '',
          reason: e.message,
        })),
        counts: SHEETS.filter((s) => result.counts[s]).map((s) => ({ sheet: s, ...result.counts[s]! })),
        movedSessions: result.movedSessions,
        remindersTold: result.remindersTold,
      })
    },
  )
}
