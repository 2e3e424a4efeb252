// Matchmaking visitors for the mini-program tests (issue 12): a visitor created on the server with a
// card, their best candidates, a mutual match with a seeded attendee who follows back, and its
// conversation — real data read from the reference server, in both languages.
import { api } from './harness/index.mjs'
import { EVENT_CODE, visitorStorage } from './support.mjs'

let serial = 0
const CARD = {
  name: '测试访客',
  company: '测试贸易有限公司',
  position: '采购经理',
  country: '中国',
  interests: [],
  role: 'buyer',
  lookingFor: '寻找长期供应商',
  contact: 'visitor@example.com',
}

/** A visitor who joined matchmaking (their session is remembered for api()). */
export async function joinedVisitor(over = {}, interestCount = 2) {
  const userId = `weapp-pairs-${Date.now().toString(36)}-${++serial}`
  const me = await api('GET', '/api/v5/match/myCard', { query: { userId, eventCode: EVENT_CODE } })
  await api('POST', '/api/v5/match/join', {
    query: { userId, eventCode: EVENT_CODE },
    body: {
      ...CARD,
      name: `${CARD.name}${serial}`,
      interests: me.interestChoices.slice(0, interestCount).map((c) => c.id),
      // the separate consent to show the card (issue 23)
      shareProfile: 1,
      ...over,
    },
  })
  return userId
}

/** The visitor's recommended stack in a language. */
export function stackOf(userId, language) {
  return api('GET', '/api/v5/match/matchingUser', { query: { userId, eventCode: EVENT_CODE, language, pageSize: 10 } })
}

export function relationsOf(userId, language = 'ZH-CN') {
  return api('GET', '/api/getImRelationList.do', { query: { userId, eventCode: EVENT_CODE, language } })
}

/**
 * A joined visitor matched with another joined visitor (an exhibitor with the same six interests,
 * so each is near the top of the other's stack): the match, as each language shows it.
 */
export async function matchedVisitor() {
  const tag = `${Date.now().toString(36)}${++serial}`
  const userId = await joinedVisitor({ name: `访客${tag}` }, 6)
  const other = await joinedVisitor(
    { name: `展商${tag}`, role: 'exhibitor', contact: `exhibitor${tag}@example.com` },
    6,
  )
  const theirs = await api('GET', '/api/v5/match/matchingUser', {
    query: { userId: other, eventCode: EVENT_CODE, pageSize: 50 },
  })
  const me = theirs.list.find((p) => p.name === `访客${tag}`)
  if (!me) throw new Error("the visitor is not in the other visitor's stack")
  const follow = (from, personId) =>
    api('POST', '/api/followOrCancelFriend.do', {
      query: { userId: from, eventCode: EVENT_CODE },
      body: { targetPersonId: personId, follow: 1 },
    })
  await follow(other, me.personId)
  const pending = await relationsOf(userId)
  const them = pending.find((r) => r.name === `展商${tag}`)
  const res = await follow(userId, them.personId)
  if (!res.mutual) throw new Error('no match')
  const [zh, en] = await Promise.all([relationsOf(userId, 'ZH-CN'), relationsOf(userId, 'EN')])
  const pick = (list) => list.find((r) => r.personId === them.personId)
  return {
    userId,
    name: `访客${tag}`,
    other,
    conversationId: res.conversationId,
    match: { 'ZH-CN': pick(zh), EN: pick(en) },
  }
}

/** Launch options of a visitor (their id and session in the app's storage). */
export const launchAs = (userId) => ({ storage: visitorStorage(userId) })
