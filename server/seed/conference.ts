/**
 * Seed data of the conference (issue 11): for each edition with a programme, three days of sessions
 * in the venue's opening hours (09:00–17:00 Shanghai time; they used to be written as 09:00Z, which
 * is 17:00 there), in six rooms of three halls, on five tracks; a keynote opens each day in the main
 * forum; speaker series run across the editions (their earlier sessions are a session's "previous
 * sessions"), and most speakers give several sessions. Bilingual, deterministic.
 */
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import timezone from 'dayjs/plugin/timezone.js'
import { buildSearchText, buildSearchTokens } from '../src/lib/search-text.js'
import type { Row, Writer } from './generate.js'
import type { SeedCalendar } from './calendar.js'

dayjs.extend(utc)
dayjs.extend(timezone)

/** Every seeded venue is in Shanghai (editions.time_zone defaults to it). */
const VENUE_TIME_ZONE = 'Asia/Shanghai'

type Pair = [string, string]

/** Editions with a programme: id, exhibition (their dates come from the seed calendar). */
const EDITIONS: Array<{ id: number; exhibition: 1 | 2 }> = [
  { id: 11, exhibition: 1 },
  { id: 12, exhibition: 1 },
  { id: 21, exhibition: 2 },
  { id: 22, exhibition: 2 },
]
/** the programme runs on the first three of the show's four days */
const DAYS = [0, 1, 2]
/** Start and end of each slot, venue clock time. */
const SLOTS: Array<[string, string]> = [
  ['09:30', '10:15'],
  ['10:30', '11:15'],
  ['11:30', '12:15'],
  ['13:30', '14:15'],
  ['14:30', '15:15'],
  ['15:30', '16:15'],
]

/**
 * Six rooms in three halls; the first is the main forum, where each day's keynote is. The venue
 * seed (home-menu.ts) draws these same rooms on their halls' floor plans (by `hallNo` and `code`),
 * so a session's room opens the map on it.
 */
export const CONFERENCE_ROOMS: Array<{ code: string; name: Pair; hallNo: number }> = [
  { code: 'MF', name: ['主论坛', 'Main Forum'], hallNo: 1 },
  { code: 'IT', name: ['创新剧场', 'Innovation Theatre'], hallNo: 1 },
  { code: 'M1', name: ['M1 会议室', 'Room M1'], hallNo: 3 },
  { code: 'M2', name: ['M2 会议室', 'Room M2'], hallNo: 3 },
  { code: 'TS', name: ['技术讲堂', 'Tech Stage'], hallNo: 5 },
  { code: 'BL', name: ['采购对接厅', 'Buyer Lounge'], hallNo: 5 },
]
/** The editions with a programme (their halls get the rooms). */
export const CONFERENCE_EDITIONS = EDITIONS.map((e) => e.id)
const ROOMS = CONFERENCE_ROOMS.map((r) => ({
  name: r.name,
  hall: [`${r.hallNo}号馆`, `Hall ${r.hallNo}`] as Pair,
}))

/** Tracks per exhibition, each with the subjects its sessions are about. */
const TRACKS: Record<1 | 2, Array<{ name: Pair; subjects: Pair[] }>> = {
  1: [
    {
      name: ['智慧园林', 'Smart Gardens'],
      subjects: [
        ['城市绿地数字化管理', 'Digital Management of Urban Green Space'],
        ['智能灌溉系统', 'Smart Irrigation Systems'],
        ['园林机器人', 'Robots in Landscaping'],
        ['屋顶花园设计', 'Roof Garden Design'],
      ],
    },
    {
      name: ['农业机械', 'Agricultural Machinery'],
      subjects: [
        ['无人驾驶拖拉机', 'Driverless Tractors'],
        ['植保无人机', 'Crop Protection Drones'],
        ['丘陵山区小型农机', 'Small Machines for Hill Farms'],
        ['农机电动化', 'Electrifying Farm Machinery'],
      ],
    },
    {
      name: ['绿色发展', 'Green Development'],
      subjects: [
        ['园林废弃物资源化', 'Recycling Garden Waste'],
        ['节水农业', 'Water-saving Agriculture'],
        ['碳汇林业', 'Carbon-sink Forestry'],
        ['生态修复案例', 'Ecological Restoration Cases'],
      ],
    },
    {
      name: ['跨境贸易', 'Cross-border Trade'],
      subjects: [
        ['园林工具出口', 'Exporting Garden Tools'],
        ['欧盟市场准入', 'Entering the EU Market'],
        ['跨境电商物流', 'Cross-border E-commerce Logistics'],
        ['海外仓运营', 'Running Overseas Warehouses'],
      ],
    },
    {
      name: ['种业创新', 'Seed Innovation'],
      subjects: [
        ['花卉育种新技术', 'New Techniques in Flower Breeding'],
        ['种苗工厂化生产', 'Industrial Seedling Production'],
        ['设施农业', 'Protected Agriculture'],
        ['种质资源保护', 'Protecting Germplasm Resources'],
      ],
    },
  ],
  2: [
    {
      name: ['智能制造', 'Smart Manufacturing'],
      subjects: [
        ['工业互联网平台', 'Industrial Internet Platforms'],
        ['数字孪生工厂', 'Digital Twin Factories'],
        ['柔性生产线', 'Flexible Production Lines'],
        ['机器视觉质检', 'Machine Vision Inspection'],
      ],
    },
    {
      name: ['绿色低碳', 'Green & Low-carbon'],
      subjects: [
        ['工厂碳足迹核算', 'Carbon Footprints of Factories'],
        ['节能电机', 'Energy-efficient Motors'],
        ['工业余热利用', 'Using Industrial Waste Heat'],
        ['光伏与储能', 'Solar Power and Storage'],
      ],
    },
    {
      name: ['数字贸易', 'Digital Trade'],
      subjects: [
        ['B2B 电商平台', 'B2B E-commerce Platforms'],
        ['外贸数字营销', 'Digital Marketing for Exporters'],
        ['跨境支付', 'Cross-border Payments'],
        ['海外展会获客', 'Winning Buyers at Overseas Shows'],
      ],
    },
    {
      name: ['新材料', 'New Materials'],
      subjects: [
        ['碳纤维复合材料', 'Carbon Fibre Composites'],
        ['高性能工程塑料', 'High-performance Engineering Plastics'],
        ['增材制造材料', 'Materials for Additive Manufacturing'],
        ['半导体材料', 'Semiconductor Materials'],
      ],
    },
    {
      name: ['供应链', 'Supply Chain'],
      subjects: [
        ['供应链韧性', 'Supply Chain Resilience'],
        ['智能仓储', 'Smart Warehousing'],
        ['采购数字化', 'Digital Procurement'],
        ['质量追溯体系', 'Quality Traceability'],
      ],
    },
  ],
}

/** How a session is held: its title suffix and description lead. */
const FORMATS: Array<{ name: Pair; lead: Pair }> = [
  { name: ['专题报告', 'Talk'], lead: ['主讲嘉宾分享', 'The speaker presents'] },
  { name: ['圆桌对话', 'Round Table'], lead: ['嘉宾围坐对话，探讨', 'Speakers discuss'] },
  { name: ['案例分享', 'Case Study'], lead: ['企业代表讲解真实案例：', 'Companies walk through real cases of'] },
  { name: ['工作坊', 'Workshop'], lead: ['动手实践工作坊：', 'A hands-on workshop on'] },
]

/**
 * Speaker series: the same forum in every edition (the 2025 session is the 2026 one's previous
 * session), some with a second part later in the show. `day`/`slot` place its first part, the main
 * forum holds it; `part2` places the second part (room index, day, slot).
 */
const SERIES: Record<
  1 | 2,
  Array<{ id: number; name: Pair; track: number; day: number; slot: number; part2?: [number, number, number] }>
> = {
  1: [
    {
      id: 1,
      name: ['园林科技创新论坛', 'Garden Technology Innovation Forum'],
      track: 0,
      day: 0,
      slot: 0,
      part2: [1, 2, 3],
    },
    { id: 2, name: ['智慧农业高峰论坛', 'Smart Agriculture Summit'], track: 1, day: 1, slot: 0 },
    { id: 3, name: ['绿色发展圆桌会议', 'Green Development Round Table'], track: 2, day: 2, slot: 0, part2: [1, 2, 4] },
  ],
  2: [
    { id: 4, name: ['智能制造高峰论坛', 'Smart Manufacturing Summit'], track: 0, day: 0, slot: 0, part2: [1, 1, 3] },
    { id: 5, name: ['供应链数字化大会', 'Digital Supply Chain Conference'], track: 4, day: 1, slot: 0 },
    { id: 6, name: ['新材料应用研讨会', 'New Materials Workshop'], track: 3, day: 2, slot: 0, part2: [4, 2, 4] },
  ],
}

/** 24 speakers; 1–14 speak at the garden expo, 11–24 at the industry expo (11–14 at both). */
const SPEAKER_NAMES: Array<{ zh: string; en: string }> = [
  { zh: '王建国', en: 'Wang Jianguo' },
  { zh: '李晓梅', en: 'Li Xiaomei' },
  { zh: '张伟', en: 'Zhang Wei' },
  { zh: '刘芳', en: 'Liu Fang' },
  { zh: '陈思远', en: 'Chen Siyuan' },
  { zh: '杨静', en: 'Yang Jing' },
  { zh: '赵磊', en: 'Zhao Lei' },
  { zh: '黄丽华', en: 'Huang Lihua' },
  { zh: '周明', en: 'Zhou Ming' },
  { zh: '吴昊', en: 'Wu Hao' },
  { zh: '孙悦', en: 'Sun Yue' },
  { zh: '马骏', en: 'Ma Jun' },
  { zh: '郭宁', en: 'Guo Ning' },
  { zh: '林海', en: 'Lin Hai' },
  { zh: '何雪', en: 'He Xue' },
  { zh: '高远', en: 'Gao Yuan' },
  { zh: '罗斌', en: 'Luo Bin' },
  { zh: '郑可', en: 'Zheng Ke' },
  { zh: '谢文', en: 'Xie Wen' },
  { zh: '韩冰', en: 'Han Bing' },
  { zh: '汉斯·穆勒', en: 'Hans Müller' },
  { zh: '田中由美', en: 'Yumi Tanaka' },
  { zh: '莎拉·约翰逊', en: 'Sarah Johnson' },
  { zh: '马可·罗西', en: 'Marco Rossi' },
]
const COUNTRY: Record<number, Pair> = {
  21: ['德国', 'Germany'],
  22: ['日本', 'Japan'],
  23: ['美国', 'USA'],
  24: ['意大利', 'Italy'],
}
const TITLES: Pair[] = [
  ['首席技术官', 'Chief Technology Officer'],
  ['总经理', 'General Manager'],
  ['研究院院长', 'Head of Research Institute'],
  ['教授', 'Professor'],
  ['产品总监', 'Product Director'],
  ['首席经济学家', 'Chief Economist'],
]
const ORGS: Pair[] = [
  ['华东农业大学', 'East China Agricultural University'],
  ['绿城园林集团', 'Lvcheng Landscape Group'],
  ['中科智造研究院', 'CAS Smart Manufacturing Institute'],
  ['远航供应链', 'Yuanhang Supply Chain'],
  ['博远新材料', 'Boyuan New Materials'],
  ['上海外贸协会', 'Shanghai Foreign Trade Association'],
  ['鼎盛机械', 'Dingsheng Machinery'],
  ['星辰数字科技', 'Xingchen Digital'],
]

/** `YYYY-MM-DD HH:mm` in the venue's time zone → ISO-8601 UTC, as sessions are stored. */
function venueIso(firstDay: string, dayOffset: number, clock: string): string {
  const local = `${dayjs.utc(firstDay).add(dayOffset, 'day').format('YYYY-MM-DD')} ${clock}`
  return dayjs.tz(local, VENUE_TIME_ZONE).toISOString()
}

/** Writes speakers, rooms, tracks, series, sessions and their speakers. */
export async function seedConference(write: Writer, calendar: SeedCalendar): Promise<void> {
  const speakers: Row[] = SPEAKER_NAMES.map((n, i) => {
    const id = i + 1
    const [tz, te] = TITLES[id % TITLES.length]!
    const [oz, oe] = ORGS[id % ORGS.length]!
    const country = COUNTRY[id] ?? (['中国', 'China'] as Pair)
    return {
      id,
      name_zh: n.zh,
      name_en: n.en,
      title_zh: tz,
      title_en: te,
      company_zh: oz,
      company_en: oe,
      intro_zh: `${n.zh}，${oz}${tz}，从事产业研究与实践二十余年，主持多项国家级项目，发表论文${10 + id}篇。`,
      intro_en: `${n.en}, ${te} at ${oe}, has worked in industrial research and practice for over twenty years, led several national projects and published ${10 + id} papers.`,
      country_zh: country[0],
      country_en: country[1],
      avatar: `/media/person/${id}-240x240.svg`,
    }
  })
  await write('speakers', speakers)

  const rooms: Row[] = []
  const tracks: Row[] = []
  const sessions: Row[] = []
  const links: Row[] = []
  const series: Row[] = []
  for (const ex of [1, 2] as const) {
    for (const s of SERIES[ex]) series.push({ id: s.id, name_zh: s.name[0], name_en: s.name[1] })
  }
  let roomId = 1
  let trackId = 1
  let sid = 1
  for (const edition of EDITIONS) {
    const ed = { ...edition, ...calendar.edition(edition.id) }
    const roomIds = ROOMS.map((r, i) => {
      rooms.push({
        id: roomId,
        edition_id: ed.id,
        name_zh: r.name[0],
        name_en: r.name[1],
        hall_zh: r.hall[0],
        hall_en: r.hall[1],
        sort: i,
      })
      return roomId++
    })
    const edTracks = TRACKS[ed.exhibition]
    const trackIds = edTracks.map((t, i) => {
      tracks.push({ id: trackId, edition_id: ed.id, name_zh: t.name[0], name_en: t.name[1], sort: i })
      return trackId++
    })
    const pool =
      ed.exhibition === 1 ? [...Array(14).keys()].map((i) => i + 1) : [...Array(14).keys()].map((i) => i + 11)
    let n = 0
    const perTrack: number[] = []
    for (let d = 0; d < DAYS.length; d++) {
      for (let k = 0; k < SLOTS.length; k++) {
        // nobody speaks in two rooms at once
        const busy = new Set<number>()
        for (let r = 0; r < ROOMS.length; r++) {
          const opening = SERIES[ed.exhibition].find((s) => s.day === d && s.slot === k && r === 0)
          const second = SERIES[ed.exhibition].find((s) => s.part2?.[0] === r && s.part2[1] === d && s.part2[2] === k)
          // the main forum every slot; other rooms in a pattern giving about 15 sessions a day
          const held = r === 0 || opening || second || (k + r + d) % 3 === 0
          if (!held || (r >= 4 && k === 0)) continue
          const seriesOf = opening ?? second
          // a series is on its own track; the others rotate through the tracks
          const trackIndex = seriesOf ? seriesOf.track : (r + k + d) % edTracks.length
          const track = edTracks[trackIndex]!
          // every subject × format of a track once before any repeats: titles differ within an edition
          const used = (perTrack[trackIndex] = (perTrack[trackIndex] ?? -1) + 1)
          const subject = track.subjects[used % track.subjects.length]!
          const format = FORMATS[(used + Math.floor(used / track.subjects.length)) % FORMATS.length]!
          const seriesDef = seriesOf
          const keynote = r === 0 && k === 0
          const [startClock, endClock] = SLOTS[k]!
          let titleZh = `${subject[0]}${format.name[0]}`
          let titleEn = `${subject[1]}: ${format.name[1]}`
          if (seriesDef) {
            const part = second ? 2 : 1
            titleZh = `${ed.year}${seriesDef.name[0]}${seriesDef.part2 ? `（第${part === 1 ? '一' : '二'}场）` : ''}`
            titleEn = `${seriesDef.name[1]} ${ed.year}${seriesDef.part2 ? ` (part ${part})` : ''}`
          } else if (keynote) {
            titleZh = `主旨演讲：${subject[0]}`
            titleEn = `Keynote: ${subject[1]}`
          }
          // one speaker for a talk, two or three for the others; the series' host speaks in each part
          const count = keynote || format.name[1] === 'Talk' ? 1 : 2 + ((n + k) % 2)
          const who = new Set<number>()
          if (seriesDef) who.add(pool[(seriesDef.id * 3) % pool.length]!)
          for (let j = 0; who.size < count && j < pool.length * 2; j++) {
            const id = pool[(n * 5 + j * 3 + d) % pool.length]!
            if (!busy.has(id)) who.add(id)
          }
          for (const id of who) busy.add(id)
          const names = [...who].map((id) => SPEAKER_NAMES[id - 1]!)
          const descZh = seriesDef
            ? `${seriesDef.name[0]}每届举办，邀请业界领袖回顾一年来的进展，展望${track.name[0]}领域的未来。本场聚焦${subject[0]}。`
            : `${format.lead[0]}${subject[0]}的最新进展、实践经验与未来趋势。`
          const descEn = seriesDef
            ? `The ${seriesDef.name[1]}, held at every edition, brings industry leaders together to review the year and look ahead in ${track.name[1].toLowerCase()}. This part focuses on ${subject[1].toLowerCase()}.`
            : `${format.lead[1]} ${subject[1].toLowerCase()}: recent progress, lessons from practice and what comes next.`
          const room = ROOMS[r]!
          sessions.push({
            id: sid,
            edition_id: ed.id,
            title_zh: titleZh,
            title_en: titleEn,
            desc_zh: descZh,
            desc_en: descEn,
            room_zh: room.name[0],
            room_en: room.name[1],
            start_time: venueIso(ed.start, DAYS[d]!, startClock),
            end_time: venueIso(ed.start, DAYS[d]!, endClock),
            is_keynote: keynote ? 1 : 0,
            room_id: roomIds[r]!,
            track_id: trackIds[trackIndex]!,
            series_id: seriesDef?.id ?? null,
            // the title and each speaker's name apart, so each has its own pinyin initials ('wjg')
            search_text: [buildSearchText(titleZh, titleEn), ...names.map((x) => buildSearchText(x.zh, x.en))].join(
              ' ',
            ),
            search_tokens: [
              buildSearchTokens(titleZh, titleEn),
              ...names.map((x) => buildSearchTokens(x.zh, x.en)),
            ].join(' '),
          })
          for (const id of who) links.push({ session_id: sid, speaker_id: id })
          sid++
          n++
        }
      }
    }
  }
  await write('conference_rooms', rooms)
  await write('conference_tracks', tracks)
  await write('conference_series', series)
  await write('sessions', sessions)
  await write('session_speakers', links)
}
