// `npm run bench:leads-scan` (issue 28; run from server/, whose tsx it uses): the time from a
// badge scan at the stand to the scan saved on the device (the signature checked with the app's own code, badge-check.ts, and
// the entry written to the durable queue, lead-queue.ts) and to the server's acknowledgement (the
// real capture route, in process, with app.inject: no network time). Prints median, p95 and max
// against the 300 ms target; never fails (figures, not a gate). Node runs unthrottled: the last
// column multiplies the device figures by 4, a rough stand-in for the 4x CPU throttling.
// BENCH_SCANS sets the count (default 200).
import { performance } from 'node:perf_hooks'

const COUNT = Number(process.env.BENCH_SCANS ?? 200)
const TARGET_MS = 300

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))]
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] }
}
const ms = (n) => `${n.toFixed(2)} ms`.padStart(11)

async function main() {
  const { makeApp } = await import('../server/test/helpers.ts')
  const t = await makeApp()
  try {
    // exhibitor 1's contact verifies their phone; a visitor of its show pre-registers (a badge)
    const company = await t.app.database.db
      .selectFrom('companies')
      .select('edition_id')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow()
    const ed = t.app.catalog.editions.get(company.edition_id)
    const code = t.app.catalog.exhibitions.get(ed.exhibition_id).code
    t.clock.advance(61_000)
    await t.inject('/api/sendCode.do?phone=13800138000&type=verify')
    const verified = await t.inject({
      method: 'POST',
      url: '/api/v5/verifyPhone?language=EN&eventCode=CGA&userId=bench-staff',
      payload: { phone: '13800138000', code: t.sms.lastCode() },
    })
    const editToken = verified.json().resultList.editToken
    await t.inject('/api/v5/exhibition/getVenueList?userId=bench-visitor')
    t.clock.advance(61_000)
    await t.inject('/api/sendCode.do?phone=13611112222&type=visit')
    const reg = await t.inject({
      method: 'POST',
      url: `/api/v5/visit/register?eventCode=${code}&eventEditionId=${ed.id}&language=EN&userId=bench-visitor`,
      payload: {
        name: 'Bench Visitor',
        company: 'Bench Ltd',
        position: 'Buyer',
        phone: '13611112222',
        code: t.sms.lastCode(),
        email: 'bench@example.com',
        visitorType: 'buyer',
        interests: [2],
        shareWithExhibitors: 1,
      },
    })
    const badge = reg.json().resultList.token

    // the app's own code, built with the server's public key
    globalThis.APP_CONFIG = { ...(globalThis.APP_CONFIG ?? {}), badgePublicKey: t.app.badgeKeys.publicKeyText }
    const { checkBadge } = await import('../src/features/leads/badge-check.ts')
    const { LeadQueue } = await import('../src/features/leads/lead-queue.ts')
    const { ApiError } = await import('../src/services/api/client.ts')
    const map = new Map()
    const storage = {
      getStorage: (k) => map.get(k),
      setStorage: (k, v) => void map.set(k, v),
      removeStorage: (k) => void map.delete(k),
    }
    const queue = new LeadQueue(storage, {
      async captureLead(body) {
        const r = await t.inject({
          method: 'POST',
          url: '/api/v5/leads/capture?userId=bench-staff&language=EN',
          headers: { 'x-edit-token': editToken },
          payload: body,
        })
        const json = r.json()
        if (json.result !== 'OK') throw new ApiError(json.resultDesc, 'business', json, r.statusCode)
        return json.resultList
      },
    })
    queue.useVisitor('bench-staff')

    const saved = []
    const acked = []
    for (let i = 0; i < COUNT; i++) {
      const t0 = performance.now()
      const scan = checkBadge(badge)
      if (!scan.ok) throw new Error('the badge does not verify with the app code')
      const clientId = `bench-${i}-${Math.random().toString(36).slice(2, 10)}`
      queue.add(
        { companyProfileId: 1, clientId, token: badge, scannedAt: new Date().toISOString() },
        i === 0 ? scan.registrationId : undefined,
        scan.name,
      )
      const t1 = performance.now()
      await queue.flush()
      const t2 = performance.now()
      if (queue.waitingCount !== 0 || queue.refused.length) throw new Error('a scan was not acknowledged')
      saved.push(t1 - t0)
      acked.push(t2 - t0)
    }
    const a = stats(saved)
    const b = stats(acked)
    console.log(`leads-scan: ${COUNT} scans of a signed badge (target ${TARGET_MS} ms on the device)`)
    console.log(`${''.padEnd(24)}${'median'.padStart(11)}${'p95'.padStart(11)}${'max'.padStart(11)}  p95 x4`)
    console.log(`${'scan → saved (device)'.padEnd(24)}${ms(a.median)}${ms(a.p95)}${ms(a.max)}  ${ms(a.p95 * 4)}`)
    console.log(`${'scan → server ack'.padEnd(24)}${ms(b.median)}${ms(b.p95)}${ms(b.max)}  ${ms(b.p95 * 4)}`)
    console.log(
      a.p95 * 4 <= TARGET_MS
        ? `within the target: p95 x4 of scan → saved is under ${TARGET_MS} ms`
        : `OVER the target: p95 x4 of scan → saved is ${(a.p95 * 4).toFixed(0)} ms (> ${TARGET_MS} ms)`,
    )
  } finally {
    await t.close()
  }
}

main().catch((error) => {
  // a figure that could not be taken is reported, never a failed run
  console.error('leads-scan: could not measure:', error)
})
