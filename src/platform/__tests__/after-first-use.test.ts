import { WebAdapter } from '../web-adapter'

// A download the visitor did not ask for (the small edition's pack, issue 22) waits on H5 until they
// have used the page, or a while: not in the first seconds of the first page.
describe('H5: after the first use of the page', () => {
  afterEach(() => jest.useRealTimers())

  it("comes with the visitor's first tap, not before", async () => {
    const adapter = new WebAdapter(window)
    let used = false
    const wait = adapter.afterFirstUse(10_000).then(() => (used = true))
    await Promise.resolve()
    expect(used).toBe(false)
    window.dispatchEvent(new Event('pointerdown'))
    await wait
    expect(used).toBe(true)
  })

  it('comes at once when the visitor used the page before the download asked', async () => {
    jest.useFakeTimers()
    const adapter = new WebAdapter(window)
    // a scroll while the first page was starting, seconds before the download asks
    window.dispatchEvent(new Event('wheel'))
    let used = false
    void adapter.afterFirstUse(10_000).then(() => (used = true))
    await jest.advanceTimersByTimeAsync(0)
    expect(used).toBe(true)
  })

  it('comes after the longest wait when the visitor does nothing, and only then', async () => {
    jest.useFakeTimers()
    const adapter = new WebAdapter(window)
    let used = false
    void adapter.afterFirstUse(10_000).then(() => (used = true))
    await jest.advanceTimersByTimeAsync(9_999)
    expect(used).toBe(false)
    await jest.advanceTimersByTimeAsync(1)
    expect(used).toBe(true)
  })
})
