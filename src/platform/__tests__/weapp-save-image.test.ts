import Taro from '@tarojs/taro'

/**
 * The mini-program's album permission (issue 14's poster): WeChat (base library ≥ 2.3.0) opens its
 * settings page only from a tap. This fake WeChat refuses openSetting outside one, and treats a
 * modal's confirm as a tap while its success callback runs, as WeChat does.
 */
function fakeWechat(opts: { album: boolean | undefined; modal: 'confirm' | 'cancel'; turnOn: boolean }) {
  let inTap = false
  const modals: string[] = []
  const spies = [
    jest.spyOn(Taro, 'getSetting').mockResolvedValue({
      authSetting: opts.album === undefined ? {} : { 'scope.writePhotosAlbum': opts.album },
      errMsg: 'getSetting:ok',
    } as never),
    jest.spyOn(Taro, 'authorize').mockResolvedValue({ errMsg: 'authorize:ok' } as never),
    jest.spyOn(Taro, 'showModal').mockImplementation(((o: Taro.showModal.Option) => {
      modals.push(`${o.content} [${o.confirmText} / ${o.cancelText}]`)
      const res = { confirm: opts.modal === 'confirm', cancel: opts.modal === 'cancel', errMsg: 'showModal:ok' }
      return new Promise((resolve) =>
        setTimeout(() => {
          inTap = true
          try {
            o.success?.(res as never)
          } finally {
            inTap = false
          }
          resolve(res)
        }, 0),
      )
    }) as never),
    jest.spyOn(Taro, 'openSetting').mockImplementation(((o: Taro.openSetting.Option = {}) => {
      if (!inTap) {
        const err = { errMsg: 'openSetting:fail can only be invoked by user TAP gesture.' }
        o.fail?.(err as never)
        return Promise.reject(err)
      }
      const res = { authSetting: { 'scope.writePhotosAlbum': opts.turnOn }, errMsg: 'openSetting:ok' }
      o.success?.(res as never)
      return Promise.resolve(res)
    }) as never),
    jest.spyOn(Taro, 'saveImageToPhotosAlbum').mockResolvedValue({ errMsg: 'saveImageToPhotosAlbum:ok' } as never),
  ]
  return {
    modals,
    openSetting: Taro.openSetting as jest.Mock,
    save: Taro.saveImageToPhotosAlbum as jest.Mock,
    restore: () => spies.forEach((s) => s.mockRestore()),
  }
}

const REOPEN = { content: 'Turn it on in the settings?', confirmText: 'Open settings', cancelText: 'Cancel' }

describe('mini-program: saving the poster to the album', () => {
  let wx: ReturnType<typeof fakeWechat> | null = null
  afterEach(() => wx?.restore())
  const adapter = async () => (await import('../adapter.weapp')).createPlatformAdapter()

  it('a visitor who once refused is asked first; confirming opens the settings from that tap, then it saves', async () => {
    wx = fakeWechat({ album: false, modal: 'confirm', turnOn: true })
    expect(await (await adapter()).saveImage('wxfile://poster.png', 'poster.png', REOPEN)).toBe('saved')
    expect(wx.modals).toEqual(['Turn it on in the settings? [Open settings / Cancel]'])
    expect(wx.openSetting).toHaveBeenCalledTimes(1)
    expect(wx.save).toHaveBeenCalledWith({ filePath: 'wxfile://poster.png' })
  })

  it('left off in the settings, or "Cancel" in the question: denied, nothing saved', async () => {
    wx = fakeWechat({ album: false, modal: 'confirm', turnOn: false })
    expect(await (await adapter()).saveImage('wxfile://p.png', 'p.png', REOPEN)).toBe('denied')
    expect(wx.save).not.toHaveBeenCalled()
    wx.restore()
    wx = fakeWechat({ album: false, modal: 'cancel', turnOn: true })
    expect(await (await adapter()).saveImage('wxfile://p.png', 'p.png', REOPEN)).toBe('denied')
    expect(wx.openSetting).not.toHaveBeenCalled()
    expect(wx.save).not.toHaveBeenCalled()
  })

  it('never asked before: WeChat’s own permission question, no modal of ours', async () => {
    wx = fakeWechat({ album: undefined, modal: 'confirm', turnOn: true })
    expect(await (await adapter()).saveImage('wxfile://p.png', 'p.png', REOPEN)).toBe('saved')
    expect(Taro.authorize).toHaveBeenCalledWith({ scope: 'scope.writePhotosAlbum' })
    expect(wx.modals).toEqual([])
  })
})
