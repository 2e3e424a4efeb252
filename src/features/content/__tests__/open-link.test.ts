import { classifyLink, openContentLink } from '../open-link'

const platform = (caps: { dial: boolean; mailto: boolean; opensWebPages: boolean }) => {
  const calls: string[] = []
  return {
    calls,
    adapter: {
      caps,
      dial: (n: string) => calls.push(`dial ${n}`),
      openLink: (u: string) => calls.push(`open ${u}`),
      copyText: async (t: string) => void calls.push(`copy ${t}`),
      showToast: (m: string) => calls.push(`toast ${m}`),
    },
  }
}

describe('content links', () => {
  it('tells app routes, phone numbers, addresses and web pages apart', () => {
    expect(classifyLink('/news/detail?newsId=3&eventCode=CGA')).toEqual({
      kind: 'route',
      path: '/news/detail',
      query: { newsId: '3', eventCode: 'CGA' },
    })
    expect(classifyLink('tel:400-820-1234')).toEqual({ kind: 'tel', number: '4008201234' })
    expect(classifyLink('mailto:a@b.cn')).toEqual({ kind: 'mail', address: 'a@b.cn' })
    expect(classifyLink('https://x.example')).toEqual({ kind: 'web', url: 'https://x.example' })
    expect(classifyLink('javascript:alert(1)')).toBeNull()
    expect(classifyLink('//evil.example')).toBeNull()
  })

  it('opens each the way the host can, else copies it and says so', async () => {
    const navigation = { to: jest.fn(async () => undefined) }
    const phone = platform({ dial: true, mailto: true, opensWebPages: true })
    for (const href of ['/guide', 'tel:400-820-1234', 'mailto:a@b.cn', 'https://x.example'])
      await openContentLink(href, { navigation, platform: phone.adapter as never, copiedText: 'Copied' })
    expect(navigation.to).toHaveBeenCalledWith('/guide', {})
    expect(phone.calls).toEqual(['dial 4008201234', 'open mailto:a@b.cn', 'open https://x.example'])

    const miniProgram = platform({ dial: true, mailto: false, opensWebPages: false })
    for (const href of ['mailto:a@b.cn', 'https://x.example'])
      await openContentLink(href, { navigation, platform: miniProgram.adapter as never, copiedText: 'Copied' })
    expect(miniProgram.calls).toEqual(['copy a@b.cn', 'toast Copied', 'copy https://x.example', 'toast Copied'])
  })
})
