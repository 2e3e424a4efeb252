// On a slow network (issue 22 item 13): every API call is held back by the same delay, and the test
// counts the round trips one after the other that a first screen waits for — a call that starts only
// after another answered is one more trip. Counting trips, not seconds, keeps the test exact on a
// busy machine: with every call delayed 3 s, the home took 6.6 s and the conference 6.2 s, because
// each waited for a second call that started only when the first had answered.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { launch, url } from './support.mjs'

const DELAY_MS = 1200

/**
 * Holds every API call back by DELAY_MS and records when each started and answered. `depth(name)`:
 * the round trips the first call whose path contains `name` waited for, itself included (1: it
 * started before any call had answered).
 */
async function slowCalls(page) {
  const calls = []
  await page.route('**/api/**', async (route) => {
    const call = { path: new URL(route.request().url()).pathname, start: Date.now(), end: Infinity }
    calls.push(call)
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS))
    const response = await route.fetch().catch(() => null)
    call.end = Date.now()
    if (response) await route.fulfill({ response }).catch(() => undefined)
    else await route.abort().catch(() => undefined)
  })
  const depthOf = new Map()
  const depth = (call) => {
    if (!depthOf.has(call)) {
      const before = calls.filter((c) => c !== call && c.end <= call.start)
      depthOf.set(call, 1 + Math.max(0, ...before.map(depth)))
    }
    return depthOf.get(call)
  }
  return {
    calls,
    depth(name) {
      const call = calls.find((c) => c.path.includes(name))
      assert.ok(call, `a call to ${name} (seen: ${calls.map((c) => c.path).join(', ')})`)
      return depth(call)
    },
  }
}

describe('slow network: first screens wait for one round trip', () => {
  let browser
  before(async () => {
    browser = await launch()
  })
  after(async () => browser.close())

  test('the home asks for the edition and the edition list together', async () => {
    const page = await browser.context.newPage()
    const net = await slowCalls(page)
    await page.goto(url('/exhibition/detail?eventCode=SIE&language=EN'))
    await page.locator('.home-hero__title').waitFor({ timeout: 30_000 })
    const trips = { detail: net.depth('getEventEditionDetail'), list: net.depth('getEventEditionList') }
    assert.deepEqual(trips, { detail: 1, list: 1 }, JSON.stringify(net.calls.map((c) => c.path)))
    await page.close()
  })

  test("the conference's first sessions come in the same round trip as its days", async () => {
    const page = await browser.context.newPage()
    const net = await slowCalls(page)
    await page.goto(url('/meeting/list?eventCode=SIE&language=EN'))
    await page.locator('.session-card').first().waitFor({ timeout: 30_000 })
    const longest = Math.max(...net.calls.filter((c) => c.path.includes('/session/')).map((c) => net.depth(c.path)))
    assert.equal(longest, 1, JSON.stringify(net.calls.map((c) => c.path)))
    await page.close()
  })
})
