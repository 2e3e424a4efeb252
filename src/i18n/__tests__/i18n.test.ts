import { dictionary, format, localize, parseLanguage, truncateLabel } from '..'
import '../../features/rankings/words'
import '../../features/consult/words'
import '../sections/walkRoute'

describe('i18n', () => {
  it('uses the spec English wording and distinct Chinese', () => {
    expect(dictionary('EN').routeTitle.exhibitorsList).toBe('Exhibitors')
    expect(dictionary('ZH-CN').routeTitle.exhibitorsList).toBe('展商名录')
    expect(dictionary('ZH-CN').routeTitle.exhibitsList).toBe('展品名录')
    expect(dictionary('EN').common.viewNotFound).toBe('View not found')
    expect(dictionary('EN').plan.removeConfirm).toBe('Are you sure you want to remove this plan ?')
  })

  it('parses languages in any case and rejects others', () => {
    expect(parseLanguage('en')).toBe('EN')
    expect(parseLanguage('zh-cn')).toBe('ZH-CN')
    expect(parseLanguage('fr')).toBeUndefined()
    expect(parseLanguage(undefined)).toBeUndefined()
  })

  it('localizes language-keyed objects: current language, then ZH-CN, EN, zh-CN, en', () => {
    expect(localize({ EN: 'Hall', 'ZH-CN': '展馆' }, 'EN')).toBe('Hall')
    expect(localize({ EN: 'Hall' }, 'ZH-CN')).toBe('Hall')
    expect(localize({ 'zh-CN': '展馆', en: 'Hall' }, 'EN')).toBe('Hall')
    expect(localize({ 'zh-CN': '展馆' }, 'EN')).toBe('展馆')
    expect(localize({ en: 'Hall' }, 'ZH-CN')).toBe('Hall')
    expect(localize('plain', 'EN')).toBe('plain')
    expect(localize(undefined, 'EN')).toBe('')
  })

  it('truncates labels at 30 characters in English and 15 otherwise', () => {
    const en30 = 'a'.repeat(30)
    expect(truncateLabel(en30, 'EN')).toBe(en30)
    expect(truncateLabel(`${en30}b`, 'EN')).toBe(`${'a'.repeat(29)}…`)
    const zh15 = '展'.repeat(15)
    expect(truncateLabel(zh15, 'ZH-CN')).toBe(zh15)
    expect(truncateLabel(`${zh15}商`, 'ZH-CN')).toBe(`${'展'.repeat(14)}…`)
  })

  it('formats placeholders', () => {
    expect(format(dictionary('EN').header.myPlanCount, { count: 3 })).toBe('My plan: 3')
    expect(format('{missing}', {})).toBe('{missing}')
  })

  it('says "1 view", "2 views": the English word follows the number, Chinese has one form', () => {
    const en = dictionary('EN')
    expect(format(en.rankings.views, { count: 1 })).toBe('1 view')
    expect(format(en.rankings.views, { count: 2 })).toBe('2 views')
    expect(format(en.rankings.views, { count: 0 })).toBe('0 views')
    expect(format(en.consult.count, { count: 1 })).toBe('1 RFQ')
    expect(format(en.consult.views, { count: 1 })).toBe('1 view')
    expect(format(en.walkRoute.summary, { stops: 1, minutes: 3, metres: 120 })).toBe('1 stop · about 3 min · 120 m')
    expect(format(en.walkRoute.summary, { stops: 4, minutes: 9, metres: 600 })).toMatch(/^4 stops /)
    expect(format(en.rankings.planAdds, { count: 1 })).toBe('1 plan add')
    expect(format(dictionary('ZH-CN').rankings.views, { count: 1 })).not.toMatch(/\|/)
    expect(en.collect.collectedToast).toMatch(/^Congratulations/)
  })
})
