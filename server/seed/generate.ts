/**
 * Deterministic bilingual seed generator. The same options always give the same rows, so tests can
 * rely on ids (exhibitor 1 is 华东机械有限公司 in the current CGA edition; its contact phone is 13800138000).
 */
import { buildSearchText, buildSearchTokens, companySearch, type NamePair } from '../src/lib/search-text.js'
import { newPublicId } from '../src/db/migrations/0003_person_public_ids.js'
import { seedConference } from './conference.js'
import { seedExhibitorSelfService } from './exhibitor-self-service.js'
import { withMatchProfiles } from './match.js'
import { seedHomeMenu } from './home-menu.js'
import { standCode } from './venue-layout.js'
import { seedCalendar } from './calendar.js'

export interface SeedOptions {
  exhibitors: number
  products: number
  /** first day of the current SIE edition (YYYY-MM-DD); the reference 2026-09-15 when left out (seed/calendar.ts) */
  showStart?: string
}

export type Row = Record<string, string | number | null>
export type Writer = (table: string, rows: Row[]) => Promise<void> | void

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

const REGIONS: Array<[string, string]> = [
  ['华东', 'Huadong'],
  ['华南', 'Huanan'],
  ['华北', 'Huabei'],
  ['江苏', 'Jiangsu'],
  ['浙江', 'Zhejiang'],
  ['广东', 'Guangdong'],
  ['上海', 'Shanghai'],
  ['深圳', 'Shenzhen'],
  ['宁波', 'Ningbo'],
  ['苏州', 'Suzhou'],
  ['青岛', 'Qingdao'],
  ['厦门', 'Xiamen'],
  ['无锡', 'Wuxi'],
  ['佛山', 'Foshan'],
  ['东莞', 'Dongguan'],
  ['温州', 'Wenzhou'],
  ['天津', 'Tianjin'],
  ['成都', 'Chengdu'],
  ['武汉', 'Wuhan'],
  ['长沙', 'Changsha'],
  ['合肥', 'Hefei'],
  ['济南', 'Jinan'],
  ['重庆', 'Chongqing'],
  ['西安', "Xi'an"],
  ['常州', 'Changzhou'],
  ['嘉兴', 'Jiaxing'],
  ['台州', 'Taizhou'],
  ['泉州', 'Quanzhou'],
  ['中山', 'Zhongshan'],
  ['金华', 'Jinhua'],
]
const BRANDS: Array<[string, string]> = [
  ['宏达', 'Hongda'],
  ['恒信', 'Hengxin'],
  ['金桥', 'Jinqiao'],
  ['远航', 'Yuanhang'],
  ['瑞丰', 'Ruifeng'],
  ['鼎盛', 'Dingsheng'],
  ['新创', 'Xinchuang'],
  ['华美', 'Huamei'],
  ['永泰', 'Yongtai'],
  ['博远', 'Boyuan'],
  ['天成', 'Tiancheng'],
  ['联合', 'Lianhe'],
  ['星辰', 'Xingchen'],
  ['绿源', 'Lvyuan'],
  ['盛世', 'Shengshi'],
  ['正泰', 'Zhengtai'],
  ['嘉禾', 'Jiahe'],
  ['同创', 'Tongchuang'],
]
const INDUSTRIES: Array<[string, string, number]> = [
  ['机械', 'Machinery', 1],
  ['电子', 'Electronics', 2],
  ['科技', 'Technology', 2],
  ['化工', 'Chemicals', 3],
  ['纺织', 'Textiles', 4],
  ['五金', 'Hardware', 1],
  ['塑料', 'Plastics', 3],
  ['模具', 'Moulds', 1],
  ['照明', 'Lighting', 2],
  ['包装', 'Packaging', 5],
  ['汽配', 'Auto Parts', 6],
  ['光电', 'Optoelectronics', 2],
  ['新材料', 'New Materials', 3],
  ['自动化', 'Automation', 1],
  ['精密仪器', 'Precision Instruments', 7],
  ['环保设备', 'Environmental Equipment', 8],
  ['园林工具', 'Garden Tools', 8],
  ['食品', 'Foods', 5],
]
const SUFFIXES: Array<[string, string]> = [
  ['有限公司', 'Co., Ltd.'],
  ['股份有限公司', 'Corporation'],
  ['集团有限公司', 'Group Co., Ltd.'],
  ['制造有限公司', 'Manufacturing Co., Ltd.'],
  ['实业有限公司', 'Industrial Co., Ltd.'],
]
const CATEGORY_TREE: Array<[string, string, Array<[string, string]>]> = [
  [
    '机械设备',
    'Machinery & Equipment',
    [
      ['机床', 'Machine Tools'],
      ['泵阀', 'Pumps & Valves'],
      ['工业机器人', 'Industrial Robots'],
      ['农业机械', 'Agricultural Machinery'],
      ['工程机械', 'Construction Machinery'],
    ],
  ],
  [
    '电子电气',
    'Electronics & Electrical',
    [
      ['消费电子', 'Consumer Electronics'],
      ['电子元器件', 'Electronic Components'],
      ['照明产品', 'Lighting Products'],
      ['电线电缆', 'Wires & Cables'],
    ],
  ],
  [
    '化工材料',
    'Chemicals & Materials',
    [
      ['塑料橡胶', 'Plastics & Rubber'],
      ['涂料', 'Coatings'],
      ['新型材料', 'Advanced Materials'],
      ['精细化工', 'Fine Chemicals'],
    ],
  ],
  [
    '纺织服装',
    'Textiles & Apparel',
    [
      ['面料', 'Fabrics'],
      ['服装', 'Garments'],
      ['家纺', 'Home Textiles'],
      ['纺织机械', 'Textile Machinery'],
    ],
  ],
  [
    '包装印刷',
    'Packaging & Printing',
    [
      ['包装材料', 'Packaging Materials'],
      ['印刷设备', 'Printing Equipment'],
      ['标签', 'Labels'],
      ['食品包装', 'Food Packaging'],
    ],
  ],
  [
    '汽车配件',
    'Auto Parts',
    [
      ['发动机部件', 'Engine Parts'],
      ['车身附件', 'Body Accessories'],
      ['汽车电子', 'Car Electronics'],
      ['轮胎', 'Tyres'],
    ],
  ],
  [
    '仪器仪表',
    'Instruments',
    [
      ['测量仪器', 'Measuring Instruments'],
      ['实验室设备', 'Laboratory Equipment'],
      ['传感器', 'Sensors'],
      ['分析仪器', 'Analytical Instruments'],
    ],
  ],
  [
    '园林环保',
    'Garden & Environment',
    [
      ['园林工具', 'Garden Tools'],
      ['灌溉设备', 'Irrigation'],
      ['环保设备', 'Environmental Equipment'],
      ['户外家具', 'Outdoor Furniture'],
      ['种子花卉', 'Seeds & Flowers'],
    ],
  ],
]
const TAGS: Array<[string, string]> = [
  ['新品首发', 'New Launch'],
  ['绿色环保', 'Green'],
  ['专精特新', 'Specialised SME'],
  ['外贸出口', 'Export'],
  ['知名品牌', 'Famous Brand'],
  ['智能制造', 'Smart Manufacturing'],
  ['首次参展', 'First-time Exhibitor'],
  ['海外展商', 'Overseas Exhibitor'],
]
const PRODUCT_WORDS: Array<[string, string]> = [
  ['数控车床', 'CNC Lathe'],
  ['液压泵', 'Hydraulic Pump'],
  ['不锈钢阀门', 'Stainless Steel Valve'],
  ['六轴机器人', '6-axis Robot'],
  ['LED灯带', 'LED Strip'],
  ['智能传感器', 'Smart Sensor'],
  ['锂电池组', 'Lithium Battery Pack'],
  ['环保涂料', 'Eco Coating'],
  ['无纺布', 'Non-woven Fabric'],
  ['纸箱', 'Carton Box'],
  ['刹车片', 'Brake Pad'],
  ['割草机', 'Lawn Mower'],
  ['滴灌系统', 'Drip Irrigation System'],
  ['户外桌椅', 'Outdoor Table Set'],
  ['电动工具', 'Power Tool'],
  ['激光切割机', 'Laser Cutter'],
  ['注塑机', 'Injection Moulding Machine'],
  ['工业相机', 'Industrial Camera'],
  ['光纤模块', 'Fibre Module'],
  ['减速电机', 'Gear Motor'],
  ['太阳能板', 'Solar Panel'],
  ['净水设备', 'Water Purifier'],
  ['包装机', 'Packing Machine'],
  ['轴承', 'Bearing'],
  ['高压电缆', 'High-voltage Cable'],
]
const MODELS = ['A', 'B', 'C', 'X', 'S', 'Pro', 'Max', 'Lite', 'Plus', 'Mini']
const SURNAMES: Array<[string, string]> = [
  ['王', 'Wang'],
  ['李', 'Li'],
  ['张', 'Zhang'],
  ['刘', 'Liu'],
  ['陈', 'Chen'],
  ['杨', 'Yang'],
  ['赵', 'Zhao'],
  ['黄', 'Huang'],
  ['周', 'Zhou'],
  ['吴', 'Wu'],
]
const GIVEN: Array<[string, string]> = [
  ['伟', 'Wei'],
  ['芳', 'Fang'],
  ['娜', 'Na'],
  ['敏', 'Min'],
  ['静', 'Jing'],
  ['磊', 'Lei'],
  ['洋', 'Yang'],
  ['艳', 'Yan'],
  ['勇', 'Yong'],
  ['杰', 'Jie'],
  ['涛', 'Tao'],
  ['明', 'Ming'],
]
const COUNTRIES: Array<[string, string]> = [
  ['中国', 'China'],
  ['德国', 'Germany'],
  ['日本', 'Japan'],
  ['美国', 'USA'],
  ['意大利', 'Italy'],
  ['韩国', 'Korea'],
]
const ASPECTS: Array<[number, number]> = [
  [240, 240],
  [320, 180],
  [240, 320],
  [300, 200],
  [200, 300],
  [360, 160],
]

const REFERENCE_BASE = Date.UTC(2026, 0, 1)
const iso = (ms: number) => new Date(ms).toISOString()

export const DEMO = {
  exhibitorPhone: '13800138000',
  cgaCurrentEdition: 12,
} as const

/** Writes all seed rows through `write`, in dependency order, in batches of `batch` rows. */
export async function generate(opts: SeedOptions, write: Writer, batch = 2000): Promise<void> {
  const r = rng(20260101)
  const calendar = seedCalendar(opts.showStart)
  // created / updated times keep their distance to the shows
  const BASE = REFERENCE_BASE + calendar.shiftMs
  const pick = <T>(a: readonly T[]) => a[Math.floor(r() * a.length)]!
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1))

  await write('exhibitions', [
    {
      id: 1,
      code: 'CGA',
      name_zh: '中国国际园林与农业博览会',
      name_en: 'China Garden & Agriculture Expo',
      organiser_zh: '中国园林协会',
      organiser_en: 'China Garden Association',
      viewable: 1,
    },
    {
      id: 2,
      code: 'SIE',
      name_zh: '上海国际工业博览会',
      name_en: 'Shanghai International Industry Expo',
      organiser_zh: '上海国际展览有限公司',
      organiser_en: 'Shanghai International Exhibition Co., Ltd.',
      viewable: 1,
    },
    {
      id: 3,
      code: 'OLD',
      name_zh: '已下线展会',
      name_en: 'Retired Expo',
      organiser_zh: '主办方',
      organiser_en: 'Organiser',
      viewable: 0,
    },
  ])
  const editions: Row[] = []
  const editionDefs: Array<[number, number, number, number]> = [
    // id, exhibition, is_current, viewable (dates and year from the calendar)
    [11, 1, 0, 1],
    [12, 1, 1, 1],
    [21, 2, 0, 1],
    [22, 2, 1, 1],
    [23, 2, 0, 0],
    [31, 3, 1, 1],
  ]
  const exName: Record<number, [string, string]> = {
    1: ['园林与农业博览会', 'Garden & Agriculture Expo'],
    2: ['国际工业博览会', 'International Industry Expo'],
    3: ['已下线展会', 'Retired Expo'],
  }
  for (const [id, ex, cur, viewable] of editionDefs) {
    const { year, start, end } = calendar.edition(id)
    editions.push({
      id,
      exhibition_id: ex,
      year,
      name_zh: `${year}${exName[ex]![0]}`,
      name_en: `${exName[ex]![1]} ${year}`,
      start_date: start,
      end_date: end,
      venue_zh: ex === 1 ? '国家会展中心（上海）' : '上海新国际博览中心',
      venue_en:
        ex === 1 ? 'National Exhibition and Convention Center (Shanghai)' : 'Shanghai New International Expo Centre',
      address_zh: ex === 1 ? '上海市青浦区崧泽大道333号' : '上海市浦东新区龙阳路2345号',
      address_en: ex === 1 ? '333 Songze Avenue, Qingpu, Shanghai' : '2345 Longyang Road, Pudong, Shanghai',
      intro_zh: `${year}${exName[ex]![0]}汇聚行业领先企业，展示最新产品与技术，促进贸易合作。`,
      intro_en: `The ${exName[ex]![1]} ${year} gathers leading companies to present new products and technology and to foster trade.`,
      hours_zh: '09:00-17:00（最后一天至15:00）',
      hours_en: '09:00-17:00 (last day until 15:00)',
      logo: `/media/edition/${id}-320x180.svg`,
      banner: `/media/edition/${id}-750x300.svg`,
      is_current: cur,
      viewable,
    })
  }
  await write('editions', editions)
  const exhibitorEditions = [12, 11, 22, 21, 31]
  const editionWeights = [0.45, 0.15, 0.25, 0.1, 0.05]

  const halls: Row[] = []
  const hallsByEdition: Record<number, number[]> = {}
  let hallId = 1
  for (const ed of [11, 12, 21, 22, 23, 31]) {
    hallsByEdition[ed] = []
    const n = ed === 12 || ed === 22 ? 8 : 5
    for (let h = 1; h <= n; h++) {
      halls.push({ id: hallId, edition_id: ed, name_zh: `${h}号馆`, name_en: `Hall ${h}`, floor: h <= 4 ? '1F' : '2F' })
      hallsByEdition[ed]!.push(hallId++)
    }
  }
  await write('halls', halls)

  const cats: Row[] = []
  const leafIds: number[] = []
  const leafByIndustry: Record<number, number[]> = {}
  let cid = 1
  CATEGORY_TREE.forEach(([zh, en, children], i) => {
    const parent = cid++
    cats.push({ id: parent, parent_id: null, name_zh: zh, name_en: en, sort: i })
    leafByIndustry[i + 1] = []
    children.forEach(([czh, cen], j) => {
      cats.push({ id: cid, parent_id: parent, name_zh: czh, name_en: cen, sort: j })
      leafIds.push(cid)
      leafByIndustry[i + 1]!.push(cid++)
    })
  })
  await write('categories', cats)
  const categoryNames = new Map(cats.map((c) => [c.id as number, [c.name_zh, c.name_en] as NamePair]))
  await write(
    'tags',
    TAGS.map(([zh, en], i) => ({ id: i + 1, name_zh: zh, name_en: en })),
  )

  // Exhibitors
  const companyEdition = new Int32Array(opts.exhibitors + 1)
  const companyIndustry = new Int32Array(opts.exhibitors + 1)
  const companyNames: Array<[string, string]> = [['', '']]
  const namesByEdition = new Map<number, Set<string>>()
  let rows: Row[] = []
  let catRows: Row[] = []
  let tagRows: Row[] = []
  const standCounter: Record<number, number> = {}
  const flush = async (force = false) => {
    if (rows.length >= batch || (force && rows.length)) {
      await write(currentTable, rows)
      rows = []
    }
    if (catRows.length >= batch || (force && catRows.length)) {
      await write(currentTable === 'companies' ? 'company_categories' : 'product_categories', catRows)
      catRows = []
    }
    if (tagRows.length >= batch || (force && tagRows.length)) {
      await write('company_tags', tagRows)
      tagRows = []
    }
  }
  let currentTable = 'companies'
  for (let id = 1; id <= opts.exhibitors; id++) {
    let ed: number
    let nameZh: string, nameEn: string
    const region = pick(REGIONS)
    const brand = pick(BRANDS)
    let industry = pick(INDUSTRIES)
    const suffix = pick(SUFFIXES)
    if (id === 1) {
      ed = 12
      industry = INDUSTRIES[0]!
      nameZh = '华东机械有限公司'
      nameEn = 'Huadong Machinery Co., Ltd.'
    } else {
      const x = r()
      let acc = 0
      ed = exhibitorEditions[exhibitorEditions.length - 1]!
      for (let i = 0; i < exhibitorEditions.length; i++) {
        acc += editionWeights[i]!
        if (x < acc) {
          ed = exhibitorEditions[i]!
          break
        }
      }
      const useBrand = r() < 0.6
      const baseZh = `${region[0]}${useBrand ? brand[0] : ''}${industry[0]}${suffix[0]}`
      const baseEn = `${region[1]}${useBrand ? ' ' + brand[1] : ''} ${industry[1]} ${suffix[1]}`
      // keep names unique-ish in large datasets
      const numbered = (n: number): [string, string] => [
        baseZh.replace(/(有限公司|股份有限公司|集团有限公司|制造有限公司|实业有限公司)$/, `${n}厂$1`),
        baseEn.replace(
          /( Co\., Ltd\.| Corporation| Group Co\., Ltd\.| Manufacturing Co\., Ltd\.| Industrial Co\., Ltd\.)$/,
          ` No.${n}$1`,
        ),
      ]
      ;[nameZh, nameEn] = id > 600 ? numbered((id % 97) + 1) : [baseZh, baseEn]
      // No two exhibitors of an edition share a name, in either language (issue 22 item 12): a
      // clash is numbered like a second works. No random draw here, so the rest of the seed is as before.
      const taken = namesByEdition.get(ed) ?? new Set<string>()
      for (let n = 2; taken.has(nameZh) || taken.has(nameEn); n++) [nameZh, nameEn] = numbered(n)
    }
    const takenNames = namesByEdition.get(ed) ?? new Set<string>()
    takenNames.add(nameZh).add(nameEn)
    namesByEdition.set(ed, takenNames)
    const indIdx = industry[2]
    companyEdition[id] = ed
    companyIndustry[id] = indIdx
    companyNames.push([nameZh, nameEn])
    const hallList = hallsByEdition[ed]!
    const hall = hallList[id % hallList.length]!
    const hallNo = hallList.indexOf(hall) + 1
    standCounter[hall] = (standCounter[hall] ?? 0) + 1
    const sn = standCounter[hall]!
    // the same code as the hall's map gives its stand n (seed/venue-layout.ts)
    const stand = standCode(hallNo, sn)
    const [w, h] = pick(ASPECTS)
    const created = BASE - int(0, 400) * 86400000 - int(0, 86399) * 1000
    const updated = created + int(0, 200) * 86400000
    const phone =
      id === 1
        ? DEMO.exhibitorPhone
        : `1${pick(['3', '5', '7', '8', '9'])}${String(100000000 + ((id * 7919) % 900000000)).slice(0, 9)}`
    const slug = (nameEn.split(' ')[0] ?? 'company').toLowerCase().replace(/[^a-z]/g, '') + id
    const country = id % 9 === 0 ? COUNTRIES[1 + (id % 5)]! : COUNTRIES[0]!
    const mainZh = PRODUCT_WORDS.slice((id * 3) % 20, ((id * 3) % 20) + 3)
      .map((p) => p[0])
      .join('、')
    const mainEn = PRODUCT_WORDS.slice((id * 3) % 20, ((id * 3) % 20) + 3)
      .map((p) => p[1])
      .join(', ')
    const company: Row = {
      id,
      edition_id: ed,
      hall_id: hall,
      stand,
      name_zh: nameZh,
      name_en: nameEn,
      intro_zh: `${nameZh}成立于${1990 + (id % 33)}年，专业从事${industry[0]}产品的研发、生产和销售，产品远销${20 + (id % 60)}个国家和地区。公司通过ISO9001质量体系认证，致力于为客户提供高品质的产品与服务。`,
      intro_en: `Founded in ${1990 + (id % 33)}, ${nameEn} designs, makes and sells ${industry[1].toLowerCase()} products, exported to ${20 + (id % 60)} countries and regions. ISO 9001 certified, the company is committed to quality products and service.`,
      main_product_zh: mainZh,
      main_product_en: mainEn,
      address_zh: `${region[0]}经济开发区创业路${(id % 300) + 1}号`,
      address_en: `No. ${(id % 300) + 1} Chuangye Road, ${region[1]} Economic Development Zone`,
      country_zh: country[0],
      country_en: country[1],
      contact_email: `sales@${slug}.example.com`,
      contact_phone: phone,
      website: `https://www.${slug}.example.com`,
      tel: `+86-21-${String(50000000 + ((id * 4099) % 49999999))}`,
      fax: `+86-21-${String(60000000 + ((id * 3511) % 39999999))}`,
      logo: `/media/company/${id}-${w}x${h}.svg`,
      logo_w: w,
      logo_h: h,
      sort_weight: id === 1 ? 1000 : int(0, 999),
      view_count: int(0, 5000),
      collect_count: int(0, 800),
      created_at: iso(created),
      updated_at: iso(updated),
      // set below, once its categories are drawn (drawn after the row, as the seed always did)
      search_text: '',
      search_tokens: '',
    }
    rows.push(company)
    const leaves = leafByIndustry[indIdx]!
    const c1 = leaves[id % leaves.length]!
    catRows.push({ company_id: id, category_id: c1 })
    const myCategories = [c1]
    if (id % 3 === 0) {
      const c2 = pick(leafIds)
      if (c2 !== c1) {
        catRows.push({ company_id: id, category_id: c2 })
        myCategories.push(c2)
      }
    }
    Object.assign(
      company,
      companySearch(
        { name_zh: nameZh, name_en: nameEn, stand, main_product_zh: mainZh, main_product_en: mainEn },
        myCategories.map((c): NamePair => categoryNames.get(c)!),
      ),
    )
    const t1 = (id % TAGS.length) + 1
    tagRows.push({ company_id: id, tag_id: t1 })
    if (id % 4 === 0) {
      const t2 = ((id * 7) % TAGS.length) + 1
      if (t2 !== t1) tagRows.push({ company_id: id, tag_id: t2 })
    }
    await flush()
  }
  await flush(true)

  // Products
  currentTable = 'products'
  for (let id = 1; id <= opts.products; id++) {
    // the first products go one each to the first exhibitors, the rest spread evenly
    const company = id <= opts.exhibitors ? id : 1 + Math.floor(r() * opts.exhibitors)
    const [pz, pe] = pick(PRODUCT_WORDS)
    const model = `${pick(MODELS)}${int(1, 999)}`
    const [cz, ce] = companyNames[company]!
    const brandZh = cz.replace(/(有限公司|股份有限公司|集团有限公司|制造有限公司|实业有限公司)$/, '').slice(0, 4)
    const brandEn = ce.split(' ')[0]!
    const nameZh = `${brandZh}${pz} ${model}`
    const nameEn = `${brandEn} ${pe} ${model}`
    const [w, h] = pick(ASPECTS)
    const created = BASE - int(0, 400) * 86400000 - int(0, 86399) * 1000
    rows.push({
      id,
      company_id: company,
      edition_id: companyEdition[company]!,
      name_zh: nameZh,
      name_en: nameEn,
      intro_zh: `${nameZh}：高效、耐用、节能，适用于多种工况，支持定制。`,
      intro_en: `${nameEn}: efficient, durable and energy-saving, for many working conditions; customisation available.`,
      logo: `/media/product/${id}-${w}x${h}.svg`,
      logo_w: w,
      logo_h: h,
      sort_weight: int(0, 999),
      view_count: int(0, 3000),
      collect_count: int(0, 500),
      created_at: iso(created),
      updated_at: iso(created + int(0, 100) * 86400000),
      search_text: buildSearchText(nameZh, nameEn),
      search_tokens: buildSearchTokens(nameZh, nameEn),
    })
    const leaves = leafByIndustry[companyIndustry[company]!]!
    catRows.push({ product_id: id, category_id: leaves[id % leaves.length]! })
    await flush()
  }
  await flush(true)

  // Hot words
  const hot: Row[] = []
  let hid = 1
  for (const ed of [11, 12, 21, 22, 31]) {
    for (const channel of ['exhibitor', 'product']) {
      const words =
        channel === 'exhibitor'
          ? [['华东机械', 'Huadong'], ...INDUSTRIES.slice(0, 7).map(([z, e]) => [z, e])]
          : PRODUCT_WORDS.slice(0, 8)
      words.forEach(([z, e], i) =>
        hot.push({ id: hid++, edition_id: ed, channel, word_zh: z!, word_en: e!, hot: 1000 - i * 97 }),
      )
    }
  }
  await write('hot_words', hot)

  await seedConference(write, calendar)

  // Attendees for matchmaking
  const att: Row[] = []
  for (let i = 1; i <= 120; i++) {
    const [sz, se] = SURNAMES[i % SURNAMES.length]!
    const [gz, ge] = GIVEN[(i * 7) % GIVEN.length]!
    const [rz, re] = REGIONS[(i * 3) % REGIONS.length]!
    const [iz, ie] = INDUSTRIES[(i * 5) % INDUSTRIES.length]!
    const [iz2, ie2] = INDUSTRIES[(i * 11) % INDUSTRIES.length]!
    const country = COUNTRIES[i % 6 === 0 ? 1 + (i % 5) : 0]!
    att.push({
      user_id: `att-${String(i).padStart(4, '0')}`,
      exhibition_id: i % 3 === 0 ? 2 : 1,
      name_zh: `${sz}${gz}`,
      name_en: `${ge} ${se}`,
      company_zh: `${rz}${iz}贸易有限公司`,
      company_en: `${re} ${ie} Trading Co., Ltd.`,
      position_zh: i % 2 ? '采购经理' : '销售总监',
      position_en: i % 2 ? 'Purchasing Manager' : 'Sales Director',
      country_zh: country[0],
      country_en: country[1],
      interests_zh: `${iz},${iz2}`,
      interests_en: `${ie},${ie2}`,
      avatar: `/media/person/${100 + i}-240x240.svg`,
      follows_back: i % 2,
      public_id: newPublicId(),
    })
  }
  await write('attendees', withMatchProfiles(att, cats))

  // RFQs
  const enq: Row[] = []
  const enqCats: Row[] = []
  for (let i = 1; i <= 40; i++) {
    const [pz, pe] = PRODUCT_WORDS[i % PRODUCT_WORDS.length]!
    const [rz] = REGIONS[i % REGIONS.length]!
    const [sz] = SURNAMES[i % SURNAMES.length]!
    const created = BASE - i * 3600000 * 7
    enq.push({
      id: i,
      user_id: `att-${String((i % 120) + 1).padStart(4, '0')}`,
      exhibition_id: i % 3 === 0 ? 2 : 1,
      description:
        i % 2
          ? `求购${pz}，要求质量稳定，可长期合作。`
          : `Looking for ${pe.toLowerCase()} suppliers for long-term cooperation.`,
      price: 1000 * ((i % 50) + 1),
      quantity: 10 * ((i % 20) + 1),
      message: i % 2 ? '请尽快报价' : 'Quote please',
      region: rz,
      contact: `${sz}先生`,
      contact_phone: `139${String(10000000 + i * 1234567).slice(0, 8)}`,
      pictures: JSON.stringify([`/media/product/${i}-320x180.svg`]),
      status: i % 10 === 0 ? 'CLOSED' : i % 4 === 0 ? 'RESPONDED' : 'OPEN',
      company_id: null,
      views: (i * 37) % 500,
      interested_count: 0,
      created_at: iso(created),
      updated_at: iso(created),
    })
    enqCats.push({ enquiry_id: i, category_id: leafIds[i % leafIds.length]! })
  }
  await write('enquiries', enq)
  await write('enquiry_categories', enqCats)
  // the sample people agreed to the first privacy policy (migration 0013): their cards are listed
  // and their RFQs' numbers go to sellers who write, as a real visitor's would after agreeing
  const consentAt = iso(BASE - 400 * 3600000)
  await write('consents', [
    ...att.map((a) => ({
      user_id: a.user_id,
      purpose: 'match_profile',
      subject: '',
      policy_version: 1,
      granted_at: consentAt,
    })),
    ...enq.map((e) => ({
      user_id: e.user_id,
      purpose: 'rfq_contact',
      subject: String(e.id),
      policy_version: 1,
      granted_at: consentAt,
    })),
  ])
  await seedExhibitorSelfService(write)
  await seedHomeMenu(write, { halls, hallsByEdition, standCounter, companyEdition, calendar, ...opts })
}
