// The home menu (issue 15) in the mini-program build: every entry of the home opens its page with
// content; the venue map draws its hall on a 2D canvas (the harness records what is drawn),
// centred on a highlighted stand with its label.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { referenceServer } from './harness/index.mjs'
import { EVENT_CODE, fixtures, launchAt } from './support.mjs'

let server
before(async () => {
  server = await referenceServer()
})
after(() => server?.stop())

/** The page title each menu entry leads to, by its label. */
const TITLES = {
  展商名录: '展商名录',
  展品名录: '展品名录',
  同期会议: '同期会议',
  展馆地图: '展馆地图',
  观众预登记: '观众预登记',
  关于展会: '关于展会',
  展位预订: '展位预订',
  热门推荐: '热门推荐',
  观展指南: '观展指南',
  展会资讯: '展会资讯',
  龙虎榜: '龙虎榜',
}

test('every entry of the home opens its page, which renders content', async (t) => {
  const mp = await launchAt(t, '/exhibition/detail', { eventCode: EVENT_CODE })
  await mp.page.waitForText('展馆地图')
  const labels = mp.page.all('.home-menu__label').map((el) => el.textContent.trim())
  // all eleven of the spec, Conference included, in its order
  assert.deepEqual(labels, Object.keys(TITLES))
  const f = await fixtures()
  for (const label of labels) {
    await mp.page.tap({ selector: '.home-menu__label', text: label, exact: true })
    await mp.page.waitFor(() => mp.route !== 'pages/exhibition/detail/index', { what: `the page of ${label}` })
    const page = mp.page
    await page.waitFor(() => page.title === TITLES[label], { what: `title ${TITLES[label]}` })
    // more than the frame: the header's language switch and a loading notice are not content
    await page.waitFor(() => page.lines().filter((l) => !['中文', '0', '数据加载中...'].includes(l)).length >= 3, {
      what: `content on ${label}`,
    })
    // the programme itself, not a frame: the first session of the show (its first day opens)
    if (label === '同期会议') await page.waitForText(f.session['ZH-CN'].title)
    await mp.back()
    await mp.page.waitForText('展馆地图')
  }
  assert.deepEqual(mp.errors, [])
})

test('the map page draws its hall on the canvas, centred on a highlighted stand', async (t) => {
  const f = await fixtures()
  const stand = f.exhibitor['ZH-CN'].stand
  const mp = await launchAt(t, '/venue/map', { eventCode: EVENT_CODE, stand })
  const page = mp.page
  await page.waitForText('入口')
  await page.waitFor(() => [...mp.canvases.values()].some((c) => c.calls.length > 50), { what: 'the hall drawn' })
  const drawn = [...mp.canvases.values()].find((c) => c.calls.length > 50)
  const rects = drawn.calls.filter(([name]) => name === 'fillRect').length
  assert.ok(rects > 20, `${rects} rectangles`)
  // zoomed in on the stand: its code is written on it
  assert.ok(drawn.texts.includes(stand), `${stand} among ${drawn.texts.slice(0, 20).join(', ')}`)
  // zoom out to the whole hall: drawn again, every stand of the hall
  const before = drawn.calls.length
  await page.tap({ selector: '.hall-canvas__zoom-btn', index: 2 })
  await page.waitFor(() => drawn.calls.length > before, { what: 'drawn again' })
  assert.deepEqual(mp.errors, [])
})

for (const [label, route, title] of [
  ['商贸配对', 'pages/pairs/insterests/index', '商贸配对'],
  ['询盘池', 'pages/consult/list/index', '询盘池'],
]) {
  test(`the home's business services open ${label}`, async (t) => {
    const mp = await launchAt(t, '/exhibition/detail', { eventCode: EVENT_CODE })
    await mp.page.waitForText('发布或回复采购询盘')
    await mp.page.tap({ selector: '.home-services__label', text: label, exact: true })
    await mp.page.waitFor(() => mp.route === route, { what: `the page of ${label}` })
    const page = mp.page
    await page.waitFor(() => page.title === title, { what: `title ${title}` })
    assert.deepEqual(mp.errors, [])
  })
}

test("the header's Me menu opens the visitor's own things", async (t) => {
  const mp = await launchAt(t, '/exhibition/detail', { eventCode: EVENT_CODE })
  await mp.page.waitForText('发布或回复采购询盘')
  // (under WeChat's own bar)
  for (const [label, route, query] of [
    ['我的日程', 'pages/exhibitors/plan/index', {}],
    ['我的配对', 'pages/pairs/list/index', {}],
    ['我的询盘', 'pages/consult/list/index', { mine: '1' }],
    ['我的洽谈', 'pages/meetings/mine/index', {}],
  ]) {
    await mp.page.tap({ selector: '.app-header__mine-button' })
    await mp.page.tap({ selector: '.app-header__menu-item', text: label, exact: true })
    await mp.page.waitFor(() => mp.route === route, { what: `the page of ${label}` })
    for (const [key, value] of Object.entries(query)) assert.equal(mp.page.query[key], value)
    await mp.back()
    await mp.page.waitForText('发布或回复采购询盘')
  }
  await mp.page.tap({ selector: '.app-header__mine-button' })
  await mp.page.tap({ selector: '.app-header__menu-item', text: '我的计划', exact: true })
  await mp.page.waitForText('您还没有添加任何观展计划')
  assert.deepEqual(mp.errors, [])
})
