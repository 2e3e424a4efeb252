import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { createMemoryStorage, renderWithServices } from '../../../../test-support/render-with-services'
import { ImageFitError } from '../../../platform/image-fit'
import type { LocalImage, PlatformAdapter, UploadRequest } from '../../../platform/types'
import type { Language } from '../../../i18n'
import { ImageUploader, type ImageUploaderProps } from '..'

const picture = (name: string, size = 2_000_000): LocalImage => ({ src: `blob:${name}`, size, file: name })
const ok = (url: string) => JSON.stringify({ result: 'OK', resultList: { url, key: url, mime: 'image/png', size: 1 } })

/** The uploader in a form that keeps its value, as the RFQ form does. */
function Form(props: Partial<ImageUploaderProps> & { initial?: string[]; onValue?: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(props.initial ?? [])
  return (
    <ImageUploader
      min={1}
      max={3}
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v)
        props.onValue?.(v)
      }}
    />
  )
}

function setup(platform: Partial<PlatformAdapter>, props: Parameters<typeof Form>[0] = {}, language: Language = 'EN') {
  const storage = createMemoryStorage({ __language__: language })
  const showToast = jest.fn()
  const previewImage = jest.fn()
  const releaseImage = jest.fn()
  const values: string[][] = []
  const result = renderWithServices(<Form {...props} onValue={(v) => values.push(v)} />, {
    storage,
    platform: { showToast, previewImage, releaseImage, ...platform },
    services: {
      api: {
        uploadUrl: () => 'http://api.test/upload/uploadQiNiu',
        assetUrl: (u: string) => (u.startsWith('/') ? `http://api.test${u}` : u),
      } as never,
    },
  })
  return { ...result, showToast, previewImage, releaseImage, values }
}

const add = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Add picture|添加图片/ }))
  })
}

describe('ImageUploader', () => {
  it('chooses, reduces to the limits, uploads with progress, and lists the pictures in the chosen order', async () => {
    const uploads: UploadRequest[] = []
    let finish: Array<() => void> = []
    const fitImage = jest.fn(async (image: LocalImage, limits) => {
      expect(limits).toEqual({ maxSide: 1600, maxBytes: 1024 * 1024 })
      return { ...image, src: `${image.src}-fitted`, size: 900_000, width: 1600, height: 1200 }
    })
    const { values, releaseImage } = setup({
      chooseImages: jest.fn(async ({ count }) => {
        expect(count).toBe(3)
        return [picture('a'), picture('b')]
      }),
      fitImage,
      uploadFile: (request) =>
        new Promise((resolve) => {
          uploads.push(request)
          request.onProgress?.(0.4)
          finish.push(() => resolve({ statusCode: 200, data: ok(`/uploads/${String(request.image.file)}.jpg`) }))
        }),
    })
    await add()
    // the first is reduced and on its way: its tile shows the progress
    await screen.findByText('Uploading 40%')
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40')
    expect(uploads[0]!.url).toBe('http://api.test/upload/uploadQiNiu')
    expect(uploads[0]!.name).toBe('file')
    expect(uploads[0]!.image.src).toBe('blob:a-fitted')
    expect(uploads).toHaveLength(1)
    await act(async () => finish.shift()!())
    await waitFor(() => expect(uploads).toHaveLength(2))
    await act(async () => finish.shift()!())
    await waitFor(() => expect(values[values.length - 1]).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']))
    expect(screen.getByText('Cover')).toBeTruthy()
    expect(screen.getByText('2/3')).toBeTruthy()
    expect(screen.getByText('At least 1')).toBeTruthy()
    expect(releaseImage).toHaveBeenCalledTimes(2)
    finish = []
  })

  it('keeps both pictures when two uploads finish before the form renders', async () => {
    const finish: Array<() => void> = []
    let n = 0
    const { values } = setup({
      chooseImages: async () => [picture(`p${++n}`)],
      fitImage: async (i) => i,
      uploadFile: (request) =>
        new Promise((resolve) => {
          finish.push(() => resolve({ statusCode: 200, data: ok(`/uploads/${String(request.image.file)}.jpg`) }))
        }),
    })
    await add()
    await add()
    await waitFor(() => expect(finish).toHaveLength(2))
    // both answers arrive in one go
    await act(async () => {
      finish.forEach((f) => f())
    })
    await waitFor(() => expect(values[values.length - 1]).toEqual(['/uploads/p1.jpg', '/uploads/p2.jpg']))
  })

  it('removes, moves earlier and later, and previews full screen', async () => {
    const { values, previewImage } = setup({}, { initial: ['/uploads/1.png', '/uploads/2.png', '/uploads/3.png'] })
    // full: no add tile
    expect(screen.queryByRole('button', { name: 'Add picture' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }))
    expect(values[values.length - 1]).toEqual(['/uploads/1.png', '/uploads/3.png', '/uploads/2.png'])
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 1 later' }))
    expect(values[values.length - 1]).toEqual(['/uploads/3.png', '/uploads/1.png', '/uploads/2.png'])
    // the first cannot move earlier, the last cannot move later
    expect(screen.queryByRole('button', { name: 'Move picture 1 earlier' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Move picture 3 later' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'View picture 2' }))
    expect(previewImage).toHaveBeenCalledWith(
      ['http://api.test/uploads/3.png', 'http://api.test/uploads/1.png', 'http://api.test/uploads/2.png'],
      1,
      { closeText: 'Close' },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }))
    expect(values[values.length - 1]).toEqual(['/uploads/1.png', '/uploads/2.png'])
    expect(screen.getByRole('button', { name: 'Add picture' })).toBeTruthy()
  })

  it('keeps a failed upload on its tile with the reason and Retry; Retry sends it again', async () => {
    const uploadFile = jest
      .fn()
      .mockResolvedValueOnce({
        statusCode: 415,
        data: JSON.stringify({ result: 'FAIL', resultDesc: 'Only PNG, JPEG, GIF or WebP images can be uploaded' }),
      })
      .mockRejectedValueOnce(new Error('upload failed'))
      .mockResolvedValueOnce({ statusCode: 200, data: ok('/uploads/ok.png') })
    const onBusyChange = jest.fn()
    const { values } = setup(
      { chooseImages: async () => [picture('x')], fitImage: async (i) => i, uploadFile },
      { onBusyChange },
    )
    await add()
    await screen.findByText('Only PNG, JPEG, GIF or WebP images can be uploaded')
    expect(screen.getByText('Upload failed')).toBeTruthy()
    expect(onBusyChange).toHaveBeenLastCalledWith(false)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    })
    await screen.findByText('Network error, please try again later')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    })
    await waitFor(() => expect(values[values.length - 1]).toEqual(['/uploads/ok.png']))
    expect(onBusyChange).toHaveBeenCalledWith(true)
  })

  it('says when a picture cannot be read or reduced enough; the failed tile can be removed', async () => {
    const { releaseImage } = setup({
      chooseImages: async () => [picture('big'), picture('odd')],
      fitImage: async (image) => {
        throw new ImageFitError(image.file === 'big' ? 'tooLarge' : 'unreadable')
      },
      uploadFile: jest.fn(),
    })
    await add()
    await screen.findByText('This picture is too large, even reduced')
    await screen.findByText('This file is not a picture that can be read')
    fireEvent.click(screen.getAllByRole('button', { name: /Remove picture/ })[0]!)
    expect(screen.queryByText('This picture is too large, even reduced')).toBeNull()
    expect(releaseImage).toHaveBeenCalledTimes(1)
  })

  it('does nothing when the visitor cancels the chooser; refuses more than the maximum', async () => {
    const chooseImages = jest.fn(async () => [] as LocalImage[])
    const uploadFile = jest.fn()
    const { showToast } = setup({ chooseImages, uploadFile }, { max: 1 })
    await add()
    expect(uploadFile).not.toHaveBeenCalled()
    expect(screen.getByText('0/1')).toBeTruthy()
    expect(showToast).not.toHaveBeenCalled()
  })

  it('speaks Chinese in ZH-CN and shows the field error', async () => {
    setup({}, { error: '请至少选择一张图片！' }, 'ZH-CN')
    expect(screen.getByRole('button', { name: '添加图片' })).toBeTruthy()
    expect(screen.getByText('至少 1 张')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('请至少选择一张图片！')
  })
})
