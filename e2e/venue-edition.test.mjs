// The map shows the right stand (issue 22 item 7): an earlier edition's exhibitor's "Map" opens
// that edition's floor plan at its stand, saying so (the same code on today's plan is another
// exhibitor's), and a highlighted stand always shows its code, in a callout where the stand is too
// small to carry it at that zoom (the 6 × 12 m stands at 375 px).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { launch, screenshot, settled, url } from './support.mjs'
import { drawnAtCentre, tapDrawn } from './taps.mjs'

async function api(path, body) {
  const res = await fetch(url(path), {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  const json = await res.json()
  assert.equal(json.result, 'OK', `${path}: ${json.resultDesc}`)
  return json.resultList
}

/** Every exhibitor of an edition of CGA with a stand: stand code → { id, name }. */
async function standsOf(editionId) {
  const byStand = new Map()
  for (let pageNo = 1; pageNo < 40; pageNo++) {
    const page = await api(`/api/v5/companyProfiles/listPage?eventCode=CGA&language=EN&pageNo=${pageNo}&pageSize=100`, {
      eventEditionIds: [editionId],
    })
    for (const c of page.list)
      if (c.stand && c.eventEditionId === editionId)
        byStand.set(c.stand, { id: c.companyProfileId, name: c.companyProfileName })
    if (!page.hasMore) break
  }
  return byStand
}

test("an earlier edition's exhibitor opens that edition's plan at its stand, in both languages", async () => {
  const now = await standsOf(12)
  const then = await standsOf(11)
  const [stand, old] = [...then].find(([code, c]) => now.has(code) && now.get(code).id !== c.id) ?? []
  assert.ok(stand, 'a stand code of the 2025 edition that belongs to someone else in 2026')
  const b = await launch()
  try {
    for (const [language, said] of [
      ['EN', new RegExp(`Stand ${stand} was at .*2025`)],
      ['ZH-CN', new RegExp(`展位 ${stand} 是2025.*的展位`)],
    ]) {
      await b.page.goto(url(`/exhibitors/detail?companyProfileId=${old.id}&eventCode=CGA&language=${language}`))
      const link = b.page.locator(`.stand-link[data-stand="${stand}"]:visible`).first()
      await link.waitFor()
      await tapDrawn(link)
      await b.page.waitForURL(/\/venue\/map/)
      assert.match(b.page.url(), /eventEditionId=11/)
      const note = b.page.locator('.venue-map__edition:visible')
      await note.waitFor()
      assert.match(await note.innerText(), said)
      // the highlighted stand is the old exhibitor's: tapping it names them, not today's exhibitor
      const lit = b.page.locator(`.hall-canvas__stand.is-highlighted[data-code="${stand}"]:visible`)
      await lit.waitFor()
      // the map page slides in (300 ms): where the stand is drawn is known once it has stopped
      await settled(b.page)
      const box = await lit.boundingBox()
      const x = box.x + box.width / 2
      const y = box.y + box.height / 2
      const hit = await b.page.evaluate(
        ([px, py]) => document.elementFromPoint(px, py)?.closest('[data-code]')?.getAttribute('data-code'),
        [x, y],
      )
      assert.equal(hit, stand, 'the highlighted stand is drawn where it is tapped')
      await b.page.mouse.click(x, y)
      const card = b.page.locator(`.stand-card[data-code="${stand}"]:visible`)
      await card.waitFor()
      if (language === 'EN') {
        assert.match(await card.innerText(), new RegExp(old.name.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        assert.doesNotMatch(
          await card.innerText(),
          new RegExp(
            now
              .get(stand)
              .name.slice(0, 12)
              .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          ),
        )
      }
      await screenshot(b.page, `venue-past-edition-${language}`)
    }
    // the current edition's map says nothing of the kind
    await b.page.goto(url(`/venue/map?eventCode=CGA&stand=${stand}&language=EN`))
    await b.page.locator(`.hall-canvas__stand.is-highlighted[data-code="${stand}"]:visible`).waitFor()
    assert.equal(await b.page.locator('.venue-map__edition:visible').count(), 0)
    assert.deepEqual(b.errors, [])
  } finally {
    await b.close()
  }
})

test('a highlighted stand too small to label at 375 px shows its code in a callout; a big one on itself', async () => {
  const halls = await api('/api/v5/exhibition/getVenueList?eventCode=CGA&language=EN')
  let narrow
  let wide
  for (const h of halls) {
    const plan = await api(`/api/v5/exhibition/getHallPlan?eventCode=CGA&hallId=${h.hallId}&language=EN`)
    narrow ??= plan.stands.find((s) => s.h >= 2 * s.w)
    wide ??= plan.stands.find((s) => s.w === s.h)
    if (narrow && wide) break
  }
  assert.ok(narrow && wide, 'the seed has tall narrow stands and square ones')
  const b = await launch()
  try {
    for (const language of ['EN', 'ZH-CN']) {
      await b.page.goto(url(`/venue/map?eventCode=CGA&stand=${narrow.code}&language=${language}`))
      const callout = b.page.locator(`.hall-canvas__callout[data-code="${narrow.code}"]:visible`)
      await callout.waitFor()
      assert.equal((await callout.textContent()).trim(), narrow.code)
      // the stand itself carries no text at this zoom: the callout is what says the code
      assert.equal(
        (await b.page.locator(`.hall-canvas__stand[data-code="${narrow.code}"]:visible text`).count()) > 0,
        false,
      )
      const label = callout.locator('text')
      assert.equal(await drawnAtCentre(label), 'ok', 'the callout is on top, not under another stand')
      // on screen, above or below its stand
      const cb = await label.boundingBox()
      const vb = await b.page.locator('.hall-canvas__viewport:visible').boundingBox()
      assert.ok(cb.x >= vb.x && cb.x + cb.width <= vb.x + vb.width, 'the callout is inside the map')
      assert.ok(cb.y >= vb.y && cb.y + cb.height <= vb.y + vb.height, 'the callout is inside the map')
      await screenshot(b.page, `venue-callout-${language}`)
    }
    await b.page.goto(url(`/venue/map?eventCode=CGA&stand=${wide.code}&language=EN`))
    await b.page.locator(`.hall-canvas__stand.is-highlighted[data-code="${wide.code}"]:visible`).waitFor()
    assert.equal(await b.page.locator('.hall-canvas__callout:visible').count(), 0)
    assert.equal(
      (
        await b.page.locator(`.hall-canvas__stand[data-code="${wide.code}"]:visible tspan`).first().textContent()
      ).trim(),
      wide.code,
    )
    assert.deepEqual(b.errors, [])
  } finally {
    await b.close()
  }
})
