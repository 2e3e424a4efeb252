/**
 * Seed data of the home menu (issue 15): a floor plan for every hall with its stands (the seed's
 * exhibitors take the first codes of their hall, the rest are free to book) and the conference's
 * session rooms (where the conference seed says they are), the About and Guide
 * pages and the news of each exhibition in both languages, and some visitor behaviour (views and
 * plan adds over the last eight days) so Hot Hits and the Billboard have something to rank on a
 * fresh start. It draws from a random sequence of its own, so the rest of the seed stays as it was.
 */
import { generateHallLayout } from './venue-layout.js'
import type { Row, Writer } from './generate.js'
import { dayStartOf } from '../src/lib/sms.js'
import { CONFERENCE_EDITIONS, CONFERENCE_ROOMS } from './conference.js'
import type { SeedCalendar } from './calendar.js'

export interface HomeMenuSeedInput {
  halls: Row[]
  hallsByEdition: Record<number, number[]>
  /** exhibitors per hall id (each took the codes 1 … n of its hall) */
  standCounter: Record<number, number>
  /** the edition of each exhibitor, by id */
  companyEdition: Int32Array
  exhibitors: number
  products: number
  calendar: SeedCalendar
}

function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const EDITION_EXHIBITION: Record<number, number> = { 11: 1, 12: 1, 21: 2, 22: 2, 23: 2, 31: 3 }
/** The conference's session rooms of a hall (the conference seed says which hall each is in). */
function roomsOf(edition: number, hallNo: number) {
  if (!CONFERENCE_EDITIONS.includes(edition)) return []
  return CONFERENCE_ROOMS.filter((m) => m.hallNo === hallNo).map((m) => ({
    code: m.code,
    nameZh: m.name[0],
    nameEn: m.name[1],
  }))
}
/** the big hall of each current edition: the map must stay smooth with this many stands */
export const BIG_HALL_STANDS = 600

export async function seedHomeMenu(write: Writer, input: HomeMenuSeedInput): Promise<void> {
  const r = rng(15015)
  await seedHalls(write, input, r)
  await seedContent(write, input.calendar)
  await seedBehaviour(write, input, r)
}

async function seedHalls(write: Writer, input: HomeMenuSeedInput, r: () => number) {
  const layouts: Row[] = []
  const stands: Row[] = []
  for (const [edText, hallIds] of Object.entries(input.hallsByEdition)) {
    const ed = Number(edText)
    const current = ed === 12 || ed === 22
    // halls stand in two rows on the site, 60 m apart, entrances facing a central concourse
    let siteX = 0
    hallIds.forEach((hallId, i) => {
      const hallNo = i + 1
      const taken = input.standCounter[hallId] ?? 0
      const base = current && hallNo === 1 ? BIG_HALL_STANDS : 60 + Math.floor(r() * 90)
      // a hall always has free stands left to book: 15 % more than its exhibitors take
      const minStands = Math.max(base, taken + Math.ceil(taken * 0.15) + 6)
      const layout = generateHallLayout({ hallNo, minStands, rooms: roomsOf(ed, hallNo), random: r })
      const row = i % 2
      if (row === 0 && i > 0) siteX += 60
      layouts.push({
        hall_id: hallId,
        width: layout.width,
        height: layout.height,
        site_x: siteX,
        site_y: row === 0 ? 0 : 400,
        entrances: JSON.stringify(
          layout.entrances.map((e) => ({ x: e.x, y: e.y, side: e.side, label_zh: e.labelZh, label_en: e.labelEn })),
        ),
        aisles: JSON.stringify(layout.aisles),
        rooms: JSON.stringify(
          layout.rooms.map((m) => ({
            code: m.code,
            name_zh: m.nameZh,
            name_en: m.nameEn,
            x: m.x,
            y: m.y,
            w: m.w,
            h: m.h,
          })),
        ),
      })
      if (row === 1) siteX += layout.width
      layout.stands.forEach((s, k) => {
        stands.push({
          hall_id: hallId,
          edition_id: ed,
          code: s.code,
          x: s.x,
          y: s.y,
          w: s.w,
          h: s.h,
          door_x: s.doorX,
          door_y: s.doorY,
          status: k < taken ? 'sold' : 'free',
          booking_id: null,
        })
      })
    })
  }
  await write('hall_layouts', layouts)
  for (let i = 0; i < stands.length; i += 2000) await write('stands', stands.slice(i, i + 2000))
}

// --- About, Guide and news ----------------------------------------------------------------------

interface ExhibitionText {
  nameZh: string
  nameEn: string
  organiserZh: string
  organiserEn: string
  venueZh: string
  venueEn: string
  addressZh: string
  addressEn: string
  metroZh: string
  metroEn: string
  phone: string
  email: string
  founded: number
  eventCode: string
}
const EXHIBITIONS: Record<number, ExhibitionText> = {
  1: {
    nameZh: '中国国际园林与农业博览会',
    nameEn: 'China Garden & Agriculture Expo',
    organiserZh: '中国园林协会',
    organiserEn: 'China Garden Association',
    venueZh: '国家会展中心（上海）',
    venueEn: 'National Exhibition and Convention Center (Shanghai)',
    addressZh: '上海市青浦区崧泽大道333号',
    addressEn: '333 Songze Avenue, Qingpu, Shanghai',
    metroZh: '地铁2号线徐泾东站',
    metroEn: 'Metro Line 2, Xujingdong station',
    phone: '400-820-1234',
    email: 'service@cga-expo.example.com',
    founded: 2003,
    eventCode: 'CGA',
  },
  2: {
    nameZh: '上海国际工业博览会',
    nameEn: 'Shanghai International Industry Expo',
    organiserZh: '上海国际展览有限公司',
    organiserEn: 'Shanghai International Exhibition Co., Ltd.',
    venueZh: '上海新国际博览中心',
    venueEn: 'Shanghai New International Expo Centre',
    addressZh: '上海市浦东新区龙阳路2345号',
    addressEn: '2345 Longyang Road, Pudong, Shanghai',
    metroZh: '地铁7号线花木路站',
    metroEn: 'Metro Line 7, Huamu Road station',
    phone: '400-820-5678',
    email: 'service@sie-expo.example.com',
    founded: 1999,
    eventCode: 'SIE',
  },
  3: {
    nameZh: '已下线展会',
    nameEn: 'Retired Expo',
    organiserZh: '主办方',
    organiserEn: 'Organiser',
    venueZh: '展览中心',
    venueEn: 'Exhibition Centre',
    addressZh: '上海市',
    addressEn: 'Shanghai',
    metroZh: '地铁',
    metroEn: 'Metro',
    phone: '400-820-0000',
    email: 'service@retired-expo.example.com',
    founded: 2010,
    eventCode: 'OLD',
  },
}

function aboutZh(x: ExhibitionText): string {
  return `## 关于${x.nameZh}
${x.nameZh}创办于${x.founded}年，由${x.organiserZh}主办，每年在${x.venueZh}举行，是业内规模最大、最具影响力的贸易展会之一。

## 主办单位
${x.organiserZh}

## 发展历程
- ${x.founded}年：首届展会举办，展出面积2万平方米
- ${x.founded + 10}年：展出面积突破10万平方米，国际展商占比超过30%
- 2026年：全面启用线上展商名录与电子胸卡

## 联系我们
- 客服电话：[${x.phone}](tel:${x.phone})
- 电子邮箱：[${x.email}](mailto:${x.email})
- 官方网站：[www.${x.eventCode.toLowerCase()}-expo.example.com](https://www.${x.eventCode.toLowerCase()}-expo.example.com)

浏览[展商名录](/exhibitors/list)，或[预登记参观](/visit/register)。`
}
function aboutEn(x: ExhibitionText): string {
  return `## About the ${x.nameEn}
Founded in ${x.founded} and organised by the ${x.organiserEn}, the ${x.nameEn} is held every year at the ${x.venueEn}. It is one of the largest and most influential trade shows of its industry.

## Organiser
${x.organiserEn}

## History
- ${x.founded}: the first show, 20,000 m² of exhibition space
- ${x.founded + 10}: over 100,000 m², more than 30% international exhibitors
- 2026: the online exhibitor directory and e-badges for every visitor

## Contact us
- Service hotline: [${x.phone}](tel:${x.phone})
- Email: [${x.email}](mailto:${x.email})
- Website: [www.${x.eventCode.toLowerCase()}-expo.example.com](https://www.${x.eventCode.toLowerCase()}-expo.example.com)

Browse the [exhibitor directory](/exhibitors/list), or [pre-register your visit](/visit/register).`
}
function guideZh(x: ExhibitionText): string {
  return `## 交通指南
展馆地址：${x.addressZh}（${x.venueZh}）。
- 地铁：${x.metroZh}，步行约5分钟
- 机场：距虹桥国际机场约8公里，出租车约20分钟；距浦东国际机场约45公里
- 自驾：展馆设有停车场，展期停车费每次50元，建议绿色出行

## 酒店推荐
- 会展中心洲际酒店（步行5分钟）
- 全季酒店（会展中心店，地铁1站）
- 更多酒店请联系[客服](tel:${x.phone})预订展会协议价

## 开放时间
- 展期第一至三天：09:00–17:00（16:30停止入场）
- 最后一天：09:00–15:00
- 专业观众请[预登记](/visit/register)并携带电子胸卡入场

## 常见问题
- **是否需要门票？** 预登记的专业观众免费入场；现场登记需出示名片。
- **可以带小孩吗？** 出于安全考虑，18岁以下人士不得入场。
- **在哪里查看展位？** 打开[展馆地图](/venue/map)，或在展商详情页点击展位号。
- **丢失物品怎么办？** 请联系各馆入口服务台。`
}
function guideEn(x: ExhibitionText): string {
  return `## Getting there
Address: ${x.addressEn} (${x.venueEn}).
- Metro: ${x.metroEn}, about 5 minutes on foot
- Airports: Hongqiao International is about 8 km away (20 minutes by taxi); Pudong International about 45 km
- By car: parking at the venue, CNY 50 per entry during the show; public transport is recommended

## Hotels
- InterContinental at the exhibition centre (5 minutes on foot)
- JI Hotel exhibition centre (one metro stop)
- Ask our [service hotline](tel:${x.phone}) for the show's hotel rates

## Opening hours
- Days one to three: 09:00–17:00 (last entry 16:30)
- Last day: 09:00–15:00
- Trade visitors: [pre-register](/visit/register) and bring your e-badge

## FAQ
- **Do I need a ticket?** Pre-registered trade visitors enter free; on-site registration needs a business card.
- **Can I bring children?** For safety, nobody under 18 is admitted.
- **Where do I find a stand?** Open the [venue map](/venue/map), or tap the stand on an exhibitor's page.
- **Lost something?** Ask the service desk at any hall entrance.`
}

const NEWS: Array<[string, string, string, string]> = [
  ['展会开幕：万名专业观众首日入场', 'Opening day: ten thousand trade visitors', '开幕式', 'the opening ceremony'],
  ['新品发布会日程公布', 'New product launches: the schedule', '新品发布', 'new product launches'],
  ['国际采购商配对会报名开启', 'International buyer matchmaking opens', '采购配对', 'buyer matchmaking'],
  ['展馆交通接驳班车安排', 'Shuttle buses to the venue', '接驳班车', 'shuttle buses'],
  ['行业论坛嘉宾阵容揭晓', 'Forum speakers announced', '行业论坛', 'the industry forum'],
  ['绿色展台评选结果公布', 'Green stand awards: the winners', '绿色展台', 'green stands'],
  ['电子胸卡全面启用', 'E-badges for every visitor', '电子胸卡', 'e-badges'],
  ['下届展位预订开启', 'Stand booking for next year opens', '展位预订', 'stand booking'],
]

async function seedContent(write: Writer, calendar: SeedCalendar) {
  const pages: Row[] = []
  const news: Row[] = []
  const updated = calendar.shift('2026-01-01T00:00:00.000Z')
  let id = 1
  for (const [exText, x] of Object.entries(EXHIBITIONS)) {
    const ex = Number(exText)
    pages.push({ exhibition_id: ex, page: 'about', body_zh: aboutZh(x), body_en: aboutEn(x), updated_at: updated })
    pages.push({ exhibition_id: ex, page: 'guide', body_zh: guideZh(x), body_en: guideEn(x), updated_at: updated })
    const month = ex === 1 ? 4 : 9
    NEWS.forEach(([titleZh, titleEn, topicZh, topicEn], i) => {
      const day = String(1 + ((i * 3) % 27)).padStart(2, '0')
      const mm = String(((month - 2 + Math.floor(i / 3) + 11) % 12) + 1).padStart(2, '0')
      news.push({
        exhibition_id: ex,
        published_at: calendar.shift(`2026-${mm}-${day}T02:00:00.000Z`),
        title_zh: `${x.nameZh}：${titleZh}`,
        title_en: `${x.nameEn}: ${titleEn}`,
        summary_zh: `关于${topicZh}的最新消息，${x.organiserZh}发布。`,
        // a name ending in "Ltd." ends the sentence itself (not "Co., Ltd..")
        summary_en: `The latest on ${topicEn}, from the ${x.organiserEn}`.replace(/\.?$/, '.'),
        body_zh: `${x.nameZh}组委会今日发布关于${topicZh}的安排。\n\n## 详情\n- 时间：展期内每天09:00起\n- 地点：${x.venueZh}\n- 咨询：[${x.phone}](tel:${x.phone})\n\n更多内容请查看[参观指南](/guide)或[展馆地图](/venue/map)。`,
        body_en: `The organising committee of the ${x.nameEn} announced its plans for ${topicEn} today.\n\n## Details\n- When: every show day from 09:00\n- Where: ${x.venueEn}\n- Questions: [${x.phone}](tel:${x.phone})\n\nSee the [visitor guide](/guide) or the [venue map](/venue/map) for more.`,
        picture: `/media/news/${id}-750x400.svg`,
      })
      id++
    })
  }
  await write('content_pages', pages)
  await write('news', news)
}

// --- behaviour ------------------------------------------------------------------------------------

/**
 * Views and plan adds by 300 seeded visitors over the last eight days (relative to the time the
 * database is seeded, so "this week" has data), in the two current editions. Popularity is skewed
 * (a few exhibitors draw most visitors) and shifts on the last day, so the Billboard shows rank
 * changes since yesterday.
 */
async function seedBehaviour(write: Writer, input: HomeMenuSeedInput, r: () => number) {
  const now = Date.now()
  const day = 86_400_000
  const todayStart = dayStartOf(now)
  const byEdition: Record<number, number[]> = { 12: [], 22: [] }
  for (let id = 1; id <= input.exhibitors; id++) byEdition[input.companyEdition[id]!]?.push(id)
  const records: Row[] = []
  const plan: Row[] = []
  const planned = new Set<string>()
  for (const [edText, ids] of Object.entries(byEdition)) {
    const ed = Number(edText)
    if (!ids.length) continue
    const pool = ids.slice(0, 120)
    for (let v = 1; v <= 150; v++) {
      const userId = `seed-visitor-${ed}-${String(v).padStart(3, '0')}`
      const visits = 3 + Math.floor(r() * 10)
      for (let k = 0; k < visits; k++) {
        // a third of the visits are today's, when other exhibitors draw the crowd (read from the
        // pool's other end): the Billboard moves since yesterday
        const today = r() < 0.35
        const daysAgo = today ? 0 : 1 + Math.floor(r() * 7)
        const skew = Math.floor(Math.pow(r(), 2.2) * pool.length)
        const company = today && r() < 0.8 ? pool[(skew + 7) % pool.length]! : pool[skew]!
        // today's visits happened earlier today (the exhibitions' day, UTC+8); others any time of their day
        const ts = today
          ? todayStart + Math.floor(r() * (now - todayStart))
          : now - daysAgo * day - Math.floor(r() * day)
        const product = company <= input.products && r() < 0.4
        records.push({
          target: product ? 'product' : 'exhibitor',
          user_id: userId,
          edition_id: String(ed),
          source: 'web',
          action_id: 'view',
          channel_id: 107,
          ts,
          ip: '127.0.0.1',
          url: product ? `/exhibits/detail?productId=${company}` : `/exhibitors/detail?companyProfileId=${company}`,
          company_id: String(company),
          extras: product ? JSON.stringify({ productId: company }) : null,
          // the rankings count by the server's time of a record (created_at), not the client's
          created_at: new Date(ts).toISOString(),
        })
        const key = `${userId}:${company}`
        if (!product && r() < 0.25 && !planned.has(key)) {
          planned.add(key)
          plan.push({
            user_id: userId,
            exhibition_id: EDITION_EXHIBITION[ed]!,
            edition_id: ed,
            type: 1,
            obj_id: company,
            created_at: new Date(Math.min(now, ts + 60_000)).toISOString(),
          })
        }
      }
    }
  }
  for (let i = 0; i < records.length; i += 2000) await write('behaviour_records', records.slice(i, i + 2000))
  if (plan.length) await write('plan_items', plan)
}
