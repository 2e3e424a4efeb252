import { encodeToFit, fittedSize, ImageFitError, QUALITY_STEPS } from '../image-fit'
import { WebAdapter } from '../web-adapter'

describe('fittedSize: the longer side at most the limit, the aspect ratio kept', () => {
  it('scales large pictures down, landscape and portrait', () => {
    expect(fittedSize(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 })
    expect(fittedSize(3000, 4000, 1600)).toEqual({ width: 1200, height: 1600 })
    expect(fittedSize(1601, 10, 1600)).toEqual({ width: 1600, height: 10 })
    expect(fittedSize(20000, 10, 1600)).toEqual({ width: 1600, height: 1 })
  })
  it('never scales up', () => {
    expect(fittedSize(1600, 900, 1600)).toEqual({ width: 1600, height: 900 })
    expect(fittedSize(10, 10, 1600)).toEqual({ width: 10, height: 10 })
  })
  it('refuses what has no size (not a picture)', () => {
    expect(() => fittedSize(0, 100, 1600)).toThrow(ImageFitError)
    expect(() => fittedSize(Number.NaN, 100, 1600)).toThrow(ImageFitError)
  })
})

describe('encodeToFit: falling quality, then smaller, until the file is small enough', () => {
  it('keeps the best quality that fits', async () => {
    const tried: number[] = []
    const out = await encodeToFit({ width: 1600, height: 1200 }, 1_000_000, async (w, h, q) => {
      tried.push(q)
      return { bytes: q > 0.75 ? 1_300_000 : 900_000, result: `${w}x${h}@${q}` }
    })
    expect(out).toBe('1600x1200@0.7')
    expect(tried).toEqual([0.88, 0.8, 0.7])
  })
  it('reduces the size when no quality is enough, and gives up with tooLarge', async () => {
    const sizes: string[] = []
    const out = await encodeToFit({ width: 1600, height: 1000 }, 1_000_000, async (w, h) => {
      sizes.push(`${w}x${h}`)
      return { bytes: w > 1000 ? 2_000_000 : 500_000, result: `${w}x${h}` }
    })
    expect(out).toBe('960x600')
    expect(sizes.slice(0, QUALITY_STEPS.length).every((s) => s === '1600x1000')).toBe(true)
    await expect(
      encodeToFit({ width: 100, height: 100 }, 10, async () => ({ bytes: 11, result: 0 })),
    ).rejects.toMatchObject({ reason: 'tooLarge' })
  })
})

describe('WebAdapter.chooseImages: a file input opened in the tap', () => {
  const created: string[] = []
  beforeAll(() => {
    Object.assign(URL, {
      createObjectURL: (f: File) => {
        created.push(f.name)
        return `blob:${f.name}`
      },
      revokeObjectURL: jest.fn(),
    })
  })
  const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!

  it('offers images (album or camera: the browser asks), several when allowed, and answers what was chosen', async () => {
    const adapter = new WebAdapter(window)
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
    const chosen = adapter.chooseImages({ count: 2 })
    expect(click).toHaveBeenCalled()
    expect(input().accept).toBe('image/*')
    expect(input().multiple).toBe(true)
    const files = ['a.png', 'b.png', 'c.png'].map((n) => new File([new Uint8Array(10)], n, { type: 'image/png' }))
    Object.defineProperty(input(), 'files', { value: files })
    input().dispatchEvent(new Event('change'))
    await expect(chosen).resolves.toEqual([
      { src: 'blob:a.png', size: 10, file: files[0] },
      { src: 'blob:b.png', size: 10, file: files[1] },
    ])
    expect(document.querySelector('input[type=file]')).toBeNull()
    click.mockRestore()
  })

  it('answers nothing when the visitor cancels', async () => {
    const adapter = new WebAdapter(window)
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
    const chosen = adapter.chooseImages({ count: 1 })
    expect(input().multiple).toBe(false)
    input().dispatchEvent(new Event('cancel'))
    await expect(chosen).resolves.toEqual([])
    click.mockRestore()
  })

  it('frees the object URL of a picture no longer shown', () => {
    const adapter = new WebAdapter(window)
    adapter.releaseImage({ src: 'blob:x', size: 1, file: null })
    adapter.releaseImage({ src: 'wxfile://tmp', size: 1, file: null })
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(1)
  })
})
