/**
 * The organiser's templates (issue 26.1): which sheets an import reads and their columns. A sheet
 * is found by its English or Chinese name; a column by the key its header names ("展商编号 code"
 * or just "code"), so the organiser may write the header in either language.
 */
export const SHEETS = ['categories', 'stands', 'exhibitors', 'products', 'speakers', 'sessions'] as const
export type SheetName = (typeof SHEETS)[number]

export interface ColumnSpec {
  key: string
  required?: boolean
  zh: string
  en: string
  /** a value of the example file */
  example?: string
}

const c = (key: string, zh: string, en: string, required = false): ColumnSpec => ({ key, zh, en, required })

export const SHEET_SPECS: Record<SheetName, { zh: string; en: string; aliases: string[]; columns: ColumnSpec[] }> = {
  categories: {
    zh: '分类',
    en: 'Categories',
    aliases: ['categories', 'category', '分类', '展品分类'],
    columns: [
      c('code', '分类编号', 'Category code', true),
      c('parent_code', '上级分类编号', 'Parent category code'),
      c('name_zh', '名称（中文）', 'Name (Chinese)', true),
      c('name_en', '名称（英文）', 'Name (English)', true),
    ],
  },
  stands: {
    zh: '展馆展位',
    en: 'Halls and stands',
    aliases: ['stands', 'halls', 'halls_stands', 'halls and stands', '展位', '展馆', '展馆展位'],
    columns: [
      c('hall_zh', '展馆（中文）', 'Hall (Chinese)', true),
      c('hall_en', '展馆（英文）', 'Hall (English)', true),
      c('floor', '楼层', 'Floor'),
      c('stand', '展位号', 'Stand code', true),
    ],
  },
  exhibitors: {
    zh: '展商',
    en: 'Exhibitors',
    aliases: ['exhibitors', 'exhibitor', '展商', '参展商'],
    columns: [
      c('code', '展商编号', 'Exhibitor code', true),
      c('name_zh', '名称（中文）', 'Name (Chinese)', true),
      c('name_en', '名称（英文）', 'Name (English)', true),
      c('stand', '展位号', 'Stand code', true),
      c('intro_zh', '简介（中文）', 'Introduction (Chinese)'),
      c('intro_en', '简介（英文）', 'Introduction (English)'),
      c('main_product_zh', '主营产品（中文）', 'Main products (Chinese)'),
      c('main_product_en', '主营产品（英文）', 'Main products (English)'),
      c('address_zh', '地址（中文）', 'Address (Chinese)'),
      c('address_en', '地址（英文）', 'Address (English)'),
      c('country_zh', '国家/地区（中文）', 'Country (Chinese)'),
      c('country_en', '国家/地区（英文）', 'Country (English)'),
      c('phone', '联系手机', 'Contact mobile'),
      c('email', '联系邮箱', 'Contact email'),
      c('tel', '电话', 'Telephone'),
      c('website', '网址', 'Website'),
      c('categories', '分类编号（分号分隔）', 'Category codes (separated by ;)'),
      c('logo', '标志（网址或压缩包内文件名）', 'Logo (URL or file name in the zip)'),
    ],
  },
  products: {
    zh: '展品',
    en: 'Products',
    aliases: ['products', 'product', '展品', '产品'],
    columns: [
      c('code', '展品编号', 'Product code', true),
      c('exhibitor_code', '展商编号', 'Exhibitor code', true),
      c('name_zh', '名称（中文）', 'Name (Chinese)', true),
      c('name_en', '名称（英文）', 'Name (English)', true),
      c('intro_zh', '介绍（中文）', 'Description (Chinese)'),
      c('intro_en', '介绍（英文）', 'Description (English)'),
      c('categories', '分类编号（分号分隔）', 'Category codes (separated by ;)'),
      c('picture', '图片（网址或压缩包内文件名）', 'Picture (URL or file name in the zip)'),
    ],
  },
  speakers: {
    zh: '嘉宾',
    en: 'Speakers',
    aliases: ['speakers', 'speaker', '嘉宾', '演讲嘉宾'],
    columns: [
      c('code', '嘉宾编号', 'Speaker code', true),
      c('name_zh', '姓名（中文）', 'Name (Chinese)', true),
      c('name_en', '姓名（英文）', 'Name (English)', true),
      c('title_zh', '职务（中文）', 'Title (Chinese)'),
      c('title_en', '职务（英文）', 'Title (English)'),
      c('company_zh', '单位（中文）', 'Organisation (Chinese)'),
      c('company_en', '单位（英文）', 'Organisation (English)'),
      c('intro_zh', '简介（中文）', 'Biography (Chinese)'),
      c('intro_en', '简介（英文）', 'Biography (English)'),
      c('country_zh', '国家/地区（中文）', 'Country (Chinese)'),
      c('country_en', '国家/地区（英文）', 'Country (English)'),
      c('avatar', '照片（网址或压缩包内文件名）', 'Photo (URL or file name in the zip)'),
    ],
  },
  sessions: {
    zh: '日程',
    en: 'Sessions',
    aliases: ['sessions', 'session', 'programme', 'program', '日程', '会议', '活动'],
    columns: [
      c('code', '日程编号', 'Session code', true),
      c('title_zh', '标题（中文）', 'Title (Chinese)', true),
      c('title_en', '标题（英文）', 'Title (English)', true),
      c('date', '日期（YYYY-MM-DD）', 'Date (YYYY-MM-DD)', true),
      c('start', '开始（HH:mm，展馆时间）', 'Start (HH:mm, venue time)', true),
      c('end', '结束（HH:mm）', 'End (HH:mm)', true),
      c('room_zh', '会议室（中文）', 'Room (Chinese)', true),
      c('room_en', '会议室（英文）', 'Room (English)', true),
      c('hall_zh', '所在展馆（中文）', 'Hall of the room (Chinese)'),
      c('hall_en', '所在展馆（英文）', 'Hall of the room (English)'),
      c('track_zh', '主题（中文）', 'Track (Chinese)'),
      c('track_en', '主题（英文）', 'Track (English)'),
      c('keynote', '主旨演讲（1 是，0 否）', 'Keynote (1 yes, 0 no)'),
      c('desc_zh', '介绍（中文）', 'Description (Chinese)'),
      c('desc_en', '介绍（英文）', 'Description (English)'),
      c('speakers', '嘉宾编号（分号分隔）', 'Speaker codes (separated by ;)'),
    ],
  },
}

/** The sheet a worksheet or CSV file name means, if any ('展商', 'Exhibitors', 'exhibitors.csv'). */
export function sheetOf(name: string): SheetName | null {
  const n = name
    .replace(/\.(csv|xlsx)$/i, '')
    .trim()
    .toLowerCase()
  for (const s of SHEETS) if (SHEET_SPECS[s].aliases.includes(n)) return s
  return null
}

/** The column key a header names: the last ASCII word of '展商编号 code', '名称（中文） name_zh', 'code'. */
export function columnKeyOf(header: string): string | null {
  const words = header.toLowerCase().match(/[a-z][a-z0-9_]*/g)
  return words ? words[words.length - 1]! : null
}

/** The header a template writes: both languages and the key ('展商编号 Exhibitor code · code'). */
export function templateHeader(col: ColumnSpec, lang: 'zh-CN' | 'EN'): string {
  return `${lang === 'EN' ? col.en : col.zh}${col.required ? ' *' : ''} · ${col.key}`
}
