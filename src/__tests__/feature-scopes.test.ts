import { createTestServices } from '../../test-support/render-with-services'
import type { AppServices } from '../app-services'
import { consultStateOf } from '../features/consult/state'
import { offlineAnswers } from '../features/offline'
import { packStoreFor } from '../features/offline-pack/pack-stores'
import { chatConnectionOf } from '../features/pairs/use-chat-connection'

/** Test services whose offline data is the root's own (the app's wiring), not the tests' stub. */
function services(): AppServices {
  const s = createTestServices({ language: 'EN' })
  return { ...s, offline: offlineAnswers(s.platform, s.store) }
}

describe('feature state hangs from the RootStore by feature scope', () => {
  it('each feature’s state is created once per root, reachable from it, and a fresh root starts clean', () => {
    const a = services()
    expect(a.store.scoped('consult')).toBeUndefined()
    const consult = consultStateOf(a)
    consult.posted(7)
    expect(consultStateOf(a)).toBe(consult)
    expect(a.store.scoped('consult')).toBe(consult)

    const chat = chatConnectionOf(a)
    expect(chatConnectionOf(a)).toBe(chat)
    expect(a.store.scoped('chat')).toBe(chat)

    const pack = packStoreFor(a, 'SIE', 'EN')
    expect(packStoreFor(a, 'SIE', 'EN')).toBe(pack)
    expect(packStoreFor(a, 'SIE', 'ZH-CN')).not.toBe(pack)
    expect(a.store.scoped('offlinePack')?.get('SIE|EN')).toBe(pack)

    expect(a.store.scoped('offline')).toBe(a.offline)
    expect(offlineAnswers(a.platform, a.store)).toBe(a.offline)

    // another app instance (a test's fresh root) shares none of it
    const b = services()
    expect(consultStateOf(b)).not.toBe(consult)
    expect(consultStateOf(b).lastPostedId).toBeNull()
    expect(chatConnectionOf(b)).not.toBe(chat)
    expect(packStoreFor(b, 'SIE', 'EN')).not.toBe(pack)
    expect(b.offline).not.toBe(a.offline)
  })

  it('disposing the root lets go of the features’ state: the chat link stops, the next use starts afresh', () => {
    const a = services()
    const chat = chatConnectionOf(a)
    const states: string[] = []
    // no visitor session: the link polls, and stays subscribed
    chat.subscribe(
      () => undefined,
      (state) => states.push(state),
    )
    const consult = consultStateOf(a)
    a.store.dispose()
    expect(a.store.scoped('chat')).toBeUndefined()
    expect(a.store.scoped('consult')).toBeUndefined()
    expect(chat.state).toBe('connecting')
    expect(consultStateOf(a)).not.toBe(consult)
    expect(chatConnectionOf(a)).not.toBe(chat)
  })
})
