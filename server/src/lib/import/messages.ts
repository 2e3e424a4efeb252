/** The import's reasons, in the organiser's language (zh-CN default, EN). `{x}` takes a value. */
export type ImportLanguage = 'zh-CN' | 'EN'

export const IMPORT_MESSAGES = {
  noSheets: {
    zh: '文件中没有可导入的工作表（展商、展品、分类、展馆展位、日程、嘉宾）',
    en: 'The file has no sheet to import (exhibitors, products, categories, halls and stands, sessions, speakers)',
  },
  unreadable: { zh: '无法读取文件：{detail}', en: 'The file cannot be read: {detail}' },
  unknownSheet: { zh: '无法识别的工作表“{value}”', en: 'Unknown sheet "{value}"' },
  unknownColumn: { zh: '无法识别的列“{value}”', en: 'Unknown column "{value}"' },
  missingColumn: { zh: '缺少必填列', en: 'A required column is missing' },
  required: { zh: '必填，不能为空', en: 'Required, must not be empty' },
  duplicateCode: {
    zh: '编号“{value}”重复（第 {other} 行已使用）',
    en: 'Code "{value}" is used twice (also row {other})',
  },
  tooLong: { zh: '内容过长（最多 {max} 个字符）', en: 'Too long (at most {max} characters)' },
  unknownStand: {
    zh: '展位号“{value}”不在展馆平面图上',
    en: 'Stand "{value}" is not on the hall plan',
  },
  standInTwoHalls: { zh: '展位号“{value}”同时属于两个展馆', en: 'Stand "{value}" is in two halls' },
  unknownExhibitor: { zh: '展商编号“{value}”不存在', en: 'No exhibitor has the code "{value}"' },
  unknownCategory: { zh: '分类编号“{value}”不存在', en: 'No category has the code "{value}"' },
  unknownSpeaker: { zh: '嘉宾编号“{value}”不存在', en: 'No speaker has the code "{value}"' },
  categoryLoop: { zh: '分类“{value}”的上级分类形成循环', en: 'The parents of category "{value}" form a loop' },
  badPhone: { zh: '手机号码“{value}”格式不正确', en: 'Mobile number "{value}" is not valid' },
  badEmail: { zh: '邮箱“{value}”格式不正确', en: 'Email "{value}" is not valid' },
  badDate: { zh: '日期“{value}”应为 YYYY-MM-DD', en: 'Date "{value}" must be YYYY-MM-DD' },
  badTime: { zh: '时间“{value}”应为 HH:mm', en: 'Time "{value}" must be HH:mm' },
  endBeforeStart: { zh: '结束时间须晚于开始时间', en: 'The end must come after the start' },
  badKeynote: { zh: '应填 1（是）或 0（否）', en: 'Must be 1 (yes) or 0 (no)' },
  sessionOverlap: {
    zh: '与同一会议室的日程“{other}”时间重叠',
    en: 'Overlaps session "{other}" in the same room',
  },
  badUrl: { zh: '网址“{value}”无效', en: 'URL "{value}" is not valid' },
  pictureNotInZip: {
    zh: '图片“{value}”不在表格旁的压缩包中',
    en: 'Picture "{value}" is not in the zip beside the sheet',
  },
  pictureTooLarge: { zh: '图片超过 {max} 字节', en: 'The picture is larger than {max} bytes' },
  pictureNotImage: {
    zh: '“{value}”不是 PNG、JPEG、GIF 或 WebP 图片',
    en: '"{value}" is not a PNG, JPEG, GIF or WebP picture',
  },
  pictureFetchFailed: { zh: '无法下载图片“{value}”：{detail}', en: 'Picture "{value}" could not be fetched: {detail}' },
  pictureAddressRefused: {
    zh: '图片“{value}”的地址不是公网地址，上传时不下载',
    en: 'Picture "{value}" is not on a public address: an upload does not fetch it',
  },
} as const satisfies Record<string, { zh: string; en: string }>

export type ImportErrorKey = keyof typeof IMPORT_MESSAGES

export function importMessage(
  lang: ImportLanguage,
  key: ImportErrorKey,
  params: Record<string, string | number> = {},
): string {
  const t = IMPORT_MESSAGES[key][lang === 'EN' ? 'en' : 'zh']
  return t.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''))
}

/** Sheet names as the organiser reads them. */
export const SHEET_LABEL = {
  'zh-CN': { file: '文件', row: '第 {row} 行', column: '列' },
  EN: { file: 'file', row: 'row {row}', column: 'column' },
} as const
