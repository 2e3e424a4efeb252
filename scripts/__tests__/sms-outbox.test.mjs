// The one reader of the reference server's SMS outbox (scripts/lib/sms-outbox.mjs), against files
// written the way server/src/lib/sms.ts's FileSmsProvider writes them.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { newestSmsCode, smsTexts, waitForSmsCode } from '../lib/sms-outbox.mjs'

function outbox() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-outbox-'))
  const dir = path.join(dataDir, 'outbox', 'sms')
  fs.mkdirSync(dir, { recursive: true })
  let n = 0
  /** writes a text as the provider does, its mtime `at` (ms) */
  const send = (phone, text, at = Date.now()) => {
    const file = path.join(dir, `2026-11-28T08-00-00-${String(n++).padStart(3, '0')}Z-ab${n}.txt`)
    fs.writeFileSync(file, `To: ${phone}\n\n${text}\n`)
    fs.utimesSync(file, at / 1000, at / 1000)
  }
  return { dataDir, send }
}

test('the newest code of a phone, not another phone’s, not a notice after it', () => {
  const { dataDir, send } = outbox()
  const t = Date.now() - 10_000
  send('13800138000', '您的验证码为 111111，5分钟内有效，请勿泄露给他人。', t)
  send('13800138000', 'Your verification code is 222222. It is valid for 5 minutes.', t + 1000)
  send('13900139000', '您的验证码为 333333，5分钟内有效，请勿泄露给他人。', t + 2000)
  send('13800138000', 'A new seller wrote to your RFQ #123456: read it under My RFQs.', t + 3000)
  assert.equal(newestSmsCode(dataDir, '13800138000'), '222222')
  assert.equal(newestSmsCode(dataDir, '13900139000'), '333333')
  assert.equal(newestSmsCode(dataDir, '13700137000'), null)
  // only what was written at or after `after`
  assert.equal(newestSmsCode(dataDir, '13800138000', t + 1500), null)
  assert.deepEqual(
    smsTexts(dataDir, { phone: '13800138000' }).map((s) => s.text.slice(0, 4)),
    ['您的验证', 'Your', 'A ne'],
  )
})

test('no outbox yet reads as empty; waiting finds a code written later, and gives up', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-outbox-'))
  assert.deepEqual(smsTexts(dataDir), [])
  const after = Date.now() - 1000
  setTimeout(() => {
    fs.mkdirSync(path.join(dataDir, 'outbox', 'sms'), { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'outbox', 'sms', 'x.txt'), 'To: 13800138000\n\n您的验证码为 444444。\n')
  }, 150)
  assert.equal(await waitForSmsCode(dataDir, '13800138000', { after, intervalMs: 20 }), '444444')
  await assert.rejects(
    waitForSmsCode(dataDir, '13900139000', { timeoutMs: 100, intervalMs: 20 }),
    /no SMS code for 13900139000/,
  )
})
