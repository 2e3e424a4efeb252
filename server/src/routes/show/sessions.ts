import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type * as C from '../../../../types/api.js'
import type { ConferenceSession } from '../../repositories/conference.js'
import { ms } from '../../repositories/conference.js'
import type { Edition } from '../../repositories/catalog.js'
import { CommonQuery } from '../../schemas/common.js'
import { ok } from '../../lib/envelope.js'
import { badRequest, ended, notFound } from '../../lib/errors.js'
import { visitorIdOf, visitorOf } from '../../plugins/visitor.js'
import { tr } from '../../repositories/catalog.js'
import { sessionSummary, speakerSummary } from '../../lib/session-summary.js'
import { matchesSearch } from '../../lib/search-text.js'
import { sessionCalendar } from '../../lib/ics.js'
import { contactChannels } from '../../lib/contact-reminders.js'
import { venueDay, venueRange, zoneName } from '../../lib/venue-time.js'
import { LIMITS, sessionEnded } from '../../../../rules/index.js'
import {
  AgendaQuery,
  PersonDetailQuery,
  SessionCalendarQuery,
  SessionDetailQuery,
  SessionFiltersQuery,
  SessionListQuery,
  SessionRemindBody,
} from '../../schemas/conference.js'
import {
  AgendaResponse,
  PersonDetailResponse,
  SessionDetailResponse,
  SessionFiltersResponse,
  SessionListResponse,
  SessionRemindResponse,
} from '../../schemas/responses/conference.js'

/**
 * How a reminder reaches the visitor, as My agenda says it (issue 25.4). A WeChat subscription is a
 * WeChat message; the phone's calendar is the calendar only (nothing comes from us); a channel the
 * server has a sender for (sms, push, email) is named; a browser reminder of a visitor with a push
 * subscription goes by push; a browser or app reminder without one is `none`, so the agenda never
 * promises what nothing will carry.
 */
function reminderView(
  r: { channel: string; status: string } | undefined,
  /** the visitor has a browser subscribed to web push: their browser reminders go by push */
  pushable: boolean,
  /** the reminder contacts the visitor still has: one deleted in My data carries nothing more */
  contacts: Partial<Record<'email' | 'sms', string>> = {},
): {
  reminderVia: C.ReminderVia
  reminderState: C.DeliveryState
} {
  const via: C.ReminderVia =
    r?.channel === 'subscribe'
      ? 'wechat'
      : r?.channel === 'calendar'
        ? 'calendar'
        : r?.channel === 'push'
          ? r.channel
          : // an address or number deleted before the reminder went: nothing will carry it
            (r?.channel === 'sms' || r?.channel === 'email') && (r.status === 'sent' || contacts[r.channel])
            ? r.channel
            : r?.channel === 'web' && pushable
              ? 'push'
              : 'none'
  const state: C.DeliveryState =
    r?.status === 'sent'
      ? 'sent'
      : r?.status === 'undeliverable'
        ? 'undeliverable'
        : r?.status === 'failed' || r?.status === 'missed'
          ? 'failed'
          : 'queued'
  return { reminderVia: via, reminderState: state }
}

/**
 * show: sessions (meetings) with their rooms, tracks and speakers; the list's filters; speakers with
 * every session of theirs; reminders, the visitor's agenda and a calendar file per session.
 */
export default async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { catalog, conference } = fastify
  const now = () => fastify.clock.now()
  const lead = () => fastify.reminders.options.leadMinutes
  const zoneOf = (ed: Edition) => ed.time_zone

  const visible = (s: ConferenceSession) => {
    // left out of the organiser's latest import (migration 0017)
    if (s.hidden) return false
    const ed = catalog.editions.get(s.edition_id)
    return !!ed && catalog.isViewable(ed)
  }

  const speaker = speakerSummary

  /**
   * Summaries of sessions as the caller sees them: rooms, halls, tracks, speakers, the caller's own
   * reminder flags (signed-in visitors only) and a change made in the last 48 hours.
   */
  async function summaries(req: FastifyRequest, sessions: ConferenceSession[]): Promise<C.SessionSummary[]> {
    const lang = req.lang
    const ids = sessions.map((s) => s.id)
    const userId = visitorIdOf(req)
    const roomIds = sessions.flatMap((s) => [s.room_id, s.previous_room_id]).filter((x): x is number => x !== null)
    const [rooms, tracks, speakers, reminded] = await Promise.all([
      conference.roomsById(roomIds),
      conference.tracksById(sessions.map((s) => s.track_id).filter((x): x is number => x !== null)),
      conference.speakersOf(ids),
      userId ? conference.remindedAmong(userId, ids) : Promise.resolve(new Set<number>()),
    ])
    return sessions.map((s) =>
      sessionSummary(lang, s, rooms, tracks, speakers.get(s.id) ?? [], reminded.has(s.id), now()),
    )
  }

  /** The venue days with sessions, in order, with their counts. */
  const sessionDays = (sessions: ConferenceSession[], tz: string) => {
    const byDay = new Map<string, number>()
    for (const s of sessions) byDay.set(venueDay(s.start_time, tz), (byDay.get(venueDay(s.start_time, tz)) ?? 0) + 1)
    return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, n]) => ({ date, count: n }))
  }
  /** The day a list opens on by the server's clock: the venue's today during the show, else the first day. */
  const openingDay = (days: Array<{ date: string }>, tz: string) => {
    const today = venueDay(new Date(now()).toISOString(), tz)
    return days.some((d) => d.date === today) ? today : (days[0]?.date ?? today)
  }

  const zone = (lang: C.Language, ed: Edition): C.VenueZone => ({
    timeZone: zoneOf(ed),
    timeZoneName: zoneName(zoneOf(ed), lang),
  })

  app.get(
    '/api/v5/session/getSessionList',
    { schema: { querystring: SessionListQuery, response: SessionListResponse } },
    async (req): Promise<C.SessionListResponse> => {
      const q = req.query
      const ed = catalog.edition(q.eventCode, q.eventEditionId)
      const pageNo = q.pageNo ?? 1
      const pageSize = q.pageSize ?? 20
      const tz = zoneOf(ed)
      const keyword = q.keyword?.trim()
      const sessions = await conference.editionSessions(ed.id)
      // the opening day: asked for alongside the filters, the first page costs no second round trip
      const day = q.day ?? (q.openingDay === 1 ? openingDay(sessionDays(sessions, tz), tz) : undefined)
      const matching = sessions.filter(
        (s) =>
          (q.keynote === undefined || s.is_keynote === q.keynote) &&
          (day === undefined || venueDay(s.start_time, tz) === day) &&
          (q.trackId === undefined || s.track_id === q.trackId) &&
          (q.roomId === undefined || s.room_id === q.roomId) &&
          matchesSearch(s.search_text, s.search_tokens, keyword),
      )
      const page = matching.slice((pageNo - 1) * pageSize, pageNo * pageSize)
      return ok({
        list: await summaries(req, page),
        total: matching.length,
        pageNo,
        pageSize,
        hasMore: pageNo * pageSize < matching.length,
        eventEditionId: ed.id,
        ...(day === undefined ? {} : { day }),
        ...zone(req.lang, ed),
      })
    },
  )

  app.get(
    '/api/v5/session/getSessionFilters',
    { schema: { querystring: SessionFiltersQuery, response: SessionFiltersResponse } },
    async (req): Promise<C.SessionFiltersResponse> => {
      const lang = req.lang
      const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      const tz = zoneOf(ed)
      const [sessions, rooms, tracks] = await Promise.all([
        conference.editionSessions(ed.id),
        conference.rooms(ed.id),
        conference.tracks(ed.id),
      ])
      const count = <K>(key: (s: ConferenceSession) => K) => {
        const m = new Map<K, number>()
        for (const s of sessions) m.set(key(s), (m.get(key(s)) ?? 0) + 1)
        return m
      }
      const days = sessionDays(sessions, tz)
      const byRoom = count((s) => s.room_id)
      const byTrack = count((s) => s.track_id)
      return ok({
        eventEditionId: ed.id,
        eventEditionName: catalog.editionName(lang, ed.id),
        ...zone(lang, ed),
        days,
        defaultDay: openingDay(days, tz),
        tracks: tracks
          .filter((t) => byTrack.has(t.id))
          .map((t) => ({ id: t.id, name: tr(lang, t.name_zh, t.name_en), count: byTrack.get(t.id)! })),
        rooms: rooms
          .filter((r) => byRoom.has(r.id))
          .map((r) => ({
            id: r.id,
            name: tr(lang, r.name_zh, r.name_en),
            hall: tr(lang, r.hall_zh, r.hall_en),
            count: byRoom.get(r.id)!,
          })),
        total: sessions.length,
        reminderLeadMinutes: lead(),
      })
    },
  )

  app.get(
    '/api/v5/session/getSessionDetail',
    { schema: { querystring: SessionDetailQuery, response: SessionDetailResponse } },
    async (req): Promise<C.SessionDetailResponse> => {
      const s = await conference.session(req.query.id)
      if (!s || !visible(s)) throw notFound('sessionNotFound')
      const ed = catalog.editions.get(s.edition_id)!
      const series = s.series_id !== null ? await conference.series(s.series_id) : undefined
      // previous sessions: the series' sessions that began before this one, in viewable editions
      const earlier = series
        ? (await conference.seriesSessions(series.id)).filter(
            (x) => x.id !== s.id && x.start_time < s.start_time && visible(x),
          )
        : []
      const [self, ...previous] = await summaries(req, [s, ...earlier])
      return ok({
        ...self!,
        ...zone(req.lang, ed),
        description: tr(req.lang, s.desc_zh, s.desc_en),
        eventEditionId: ed.id,
        eventEditionName: catalog.editionName(req.lang, ed.id),
        eventCode: catalog.exhibitions.get(ed.exhibition_id)?.code ?? '',
        series: series ? { id: series.id, name: tr(req.lang, series.name_zh, series.name_en) } : null,
        previousSessions: previous,
        reminderLeadMinutes: lead(),
      })
    },
  )

  app.get(
    '/api/v5/session/getPersonDetail',
    { schema: { querystring: PersonDetailQuery, response: PersonDetailResponse } },
    async (req): Promise<C.PersonDetailResponse> => {
      const p = await conference.speaker(req.query.id)
      if (!p) throw notFound('personNotFound')
      const all = (await conference.sessionsOf(p.id)).filter(visible)
      // the asked edition: eventEditionId, else the current edition of eventCode; a speaker who does
      // not speak there is shown with the edition of their latest session
      let ed: Edition
      try {
        ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      } catch (error) {
        const latest = all[all.length - 1]
        if (!latest || req.query.eventEditionId) throw error
        ed = catalog.editions.get(latest.edition_id)!
      }
      const isCurrent = (s: ConferenceSession) => catalog.editions.get(s.edition_id)?.is_current === 1
      const currentStart = Math.min(
        ...all.filter(isCurrent).map((s) => Date.parse(s.start_time)),
        Number.POSITIVE_INFINITY,
      )
      const list = await summaries(req, all)
      const byId = new Map(list.map((x) => [x.id, x]))
      const pick = (rows: ConferenceSession[]) => rows.map((s) => byId.get(s.id)!)
      return ok({
        ...speaker(req.lang, p),
        introduction: tr(req.lang, p.intro_zh, p.intro_en),
        country: tr(req.lang, p.country_zh, p.country_en),
        keynoteSessions: pick(all.filter((s) => isCurrent(s) && s.is_keynote === 1)),
        // editions before the current ones, latest first
        previousSessions: pick(all.filter((s) => !isCurrent(s) && Date.parse(s.start_time) < currentStart).reverse()),
        sessions: pick(all.filter((s) => s.edition_id === ed.id)),
        eventEditionId: ed.id,
        eventEditionName: catalog.editionName(req.lang, ed.id),
        ...zone(req.lang, ed),
      })
    },
  )

  app.post(
    '/api/v5/session/remind',
    {
      preHandler: fastify.requireVisitor,
      schema: { querystring: CommonQuery, body: SessionRemindBody, response: SessionRemindResponse },
    },
    async (req): Promise<C.SessionRemindResponse> => {
      const s = await conference.session(req.body.id)
      if (!s || !visible(s)) throw notFound('sessionNotFound')
      const userId = visitorOf(req)
      if (req.body.remind === 1) {
        // nothing to be reminded of once it is over (cancelling an old reminder is still allowed)
        if (sessionEnded(s.end_time, now())) throw ended('schedule.sessionEnded')
        // a closed show takes no new reminders (cancelling one stays allowed, as for an ended one)
        const ed = catalog.editions.get(s.edition_id)
        if (ed) catalog.assertOpen(ed)
        const existing = await conference.reminder(userId, s.id)
        if (
          !existing &&
          (await conference.upcomingCount(userId, new Date(now()).toISOString())) >= LIMITS.remindersPerVisitor
        )
          throw badRequest('remindersFull')
        // by email or SMS only to an address or number the visitor gave for it (reminder-contacts.ts)
        const channel = req.body.channel
        if (channel === 'email' || channel === 'sms') {
          if (channel === 'sms' && !contactChannels(fastify.config.sms).includes('sms'))
            throw badRequest('reminderSmsUnavailable')
          if (!(await fastify.reminderContacts.maskedOf(userId))[channel]) throw badRequest('reminderContactMissing')
        }
        await conference.addReminder(userId, s, {
          language: req.lang,
          channel: req.body.channel ?? 'web',
          now: new Date(now()).toISOString(),
        })
      } else {
        await conference.removeReminder(userId, s.id)
      }
      return ok({ remind: req.body.remind, leadMinutes: lead() })
    },
  )

  app.get(
    '/api/v5/session/getMyAgenda',
    { preHandler: fastify.requireVisitor, schema: { querystring: AgendaQuery, response: AgendaResponse } },
    async (req): Promise<C.AgendaResponse> => {
      const ed = catalog.edition(req.query.eventCode, req.query.eventEditionId)
      const userId = visitorOf(req)
      const rows = await conference.agenda(userId, [ed.id])
      const [list, reminders, subscriptions, contacts] = await Promise.all([
        summaries(req, rows),
        conference.remindersAmong(
          userId,
          rows.map((r) => r.id),
        ),
        fastify.pushSubscriptions.of(userId),
        fastify.reminderContacts.maskedOf(userId),
      ])
      return ok({
        eventEditionId: ed.id,
        eventEditionName: catalog.editionName(req.lang, ed.id),
        ...zone(req.lang, ed),
        list: list.map((s) => ({ ...s, ...reminderView(reminders.get(s.id), subscriptions.length > 0, contacts) })),
      })
    },
  )

  // no response schema, as the plan PDF: the body is text/calendar, which fastify's response
  // schemas (JSON serialisers) do not apply to; errors still go out in the envelope
  app.get(
    '/api/v5/session/getSessionCalendar',
    { schema: { querystring: SessionCalendarQuery } },
    async (req, reply) => {
      const lang = req.lang
      const s = await conference.session(req.query.id)
      if (!s || !visible(s)) throw notFound('sessionNotFound')
      const ed = catalog.editions.get(s.edition_id)!
      const tz = zoneOf(ed)
      const [summaryOf] = await summaries(req, [s])
      const item = summaryOf!
      const base = fastify.config.publicUrl ?? `${req.protocol}://${req.host}`
      const code = catalog.exhibitions.get(ed.exhibition_id)?.code ?? ''
      const speakers = item.speakers.map((p) => p.name).join(lang === 'EN' ? ', ' : '、')
      const when = venueRange(s.start_time, s.end_time, tz, lang)
      const changedAt = ms(s.changed_at)
      const ics = sessionCalendar({
        uid: `session-${s.id}@${new URL(base).hostname}`,
        title: item.title,
        description: [
          when,
          speakers && (lang === 'EN' ? `Speakers: ${speakers}` : `嘉宾：${speakers}`),
          tr(lang, s.desc_zh, s.desc_en),
        ]
          .filter(Boolean)
          .join('\n'),
        location: [item.hall, item.room, catalog.editionName(lang, ed.id)].filter(Boolean).join(', '),
        url: `${base}/meeting/detail?sessionId=${s.id}&eventCode=${encodeURIComponent(code)}&language=${lang}`,
        startTime: s.start_time,
        endTime: s.end_time,
        timeZone: tz,
        alarmMinutes: lead(),
        alarmText: lang === 'EN' ? `Starts in ${lead()} minutes: ${item.title}` : `${lead()} 分钟后开始：${item.title}`,
        stamp: new Date(now()).toISOString(),
        sequence: Number(s.schedule_version),
        lastModified: changedAt === null ? undefined : new Date(changedAt).toISOString(),
        language: lang,
      })
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="session-${s.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(ics)
    },
  )
}
