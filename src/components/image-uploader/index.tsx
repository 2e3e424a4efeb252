import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useRef, useState } from 'react'
import { useServices } from '../../app-context'
import { format } from '../../i18n'
import { ImageFitError } from '../../platform/image-fit'
import type { ImageLimits, LocalImage } from '../../platform/types'
import { isSuccess, unwrap } from '../../services/api'
import { LIMITS } from '../../../rules'
import type { UploadResult } from '../../../types/api'
import './index.scss'
import '../../i18n/sections/uploader'

export interface ImageUploaderProps {
  /** the uploaded pictures, in order (the addresses /upload/uploadQiNiu answered; the first is the cover) */
  value: readonly string[]
  onChange: (urls: string[]) => void
  /** fewer is allowed while editing; the hint says so and the form's rule refuses it on submit */
  min?: number
  /** at most this many (default LIMITS.rfqMaxPictures) */
  max?: number
  /** what a picture is reduced to before it is sent (default LIMITS.pictureMaxSide / pictureMaxBytes) */
  limits?: ImageLimits
  /** true while pictures are being prepared or sent: a form waits for them before it submits */
  onBusyChange?: (busy: boolean) => void
  /** the field's error (e.g. 'Please select at least one picture!'), shown under the pictures */
  error?: string
  /** the field's name, for screen readers */
  label?: string
  className?: string
}

interface Pending {
  key: number
  image: LocalImage
  state: 'preparing' | 'uploading' | 'failed'
  progress: number
  error?: string
}

const DEFAULT_LIMITS: ImageLimits = { maxSide: LIMITS.pictureMaxSide, maxBytes: LIMITS.pictureMaxBytes }

/**
 * Pictures for a form (spec §2 "Uploader"): chosen from the album or taken with the camera
 * (platform.chooseImages), reduced on the device to the limits (platform.fitImage), uploaded to
 * /upload/uploadQiNiu with progress (platform.uploadFile), then shown in order with remove, move
 * earlier / later and a full-screen preview. A failed upload stays with Retry. See README.md.
 */
export const ImageUploader = observer(function ImageUploader({
  value,
  onChange,
  min = 0,
  max = LIMITS.rfqMaxPictures,
  limits = DEFAULT_LIMITS,
  onBusyChange,
  error,
  label,
  className,
}: ImageUploaderProps) {
  const { api, platform, store } = useServices()
  const t = store.language.t.uploader
  const [pending, setPending] = useState<Pending[]>([])
  // the latest value and pending list, for uploads that finish after later renders
  const valueRef = useRef(value)
  valueRef.current = value
  const pendingRef = useRef(pending)
  pendingRef.current = pending
  const serial = useRef(0)
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
      pendingRef.current.forEach((p) => platform.releaseImage(p.image))
    },
    [platform],
  )

  const busy = pending.some((p) => p.state !== 'failed')
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange])

  const update = (key: number, patch: Partial<Pending>) =>
    mounted.current && setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)))
  const drop = (key: number) => {
    const item = pendingRef.current.find((p) => p.key === key)
    if (item) platform.releaseImage(item.image)
    if (mounted.current) setPending((list) => list.filter((p) => p.key !== key))
  }

  /** reduce, then send one picture; its tile shows the progress, or the failure with Retry */
  const send = async (key: number, chosen: LocalImage) => {
    let image = chosen
    update(key, { state: 'preparing', progress: 0, error: undefined })
    try {
      image = await platform.fitImage(chosen, limits)
      update(key, { image, state: 'uploading' })
    } catch (e) {
      const reason = e instanceof ImageFitError && e.reason === 'tooLarge' ? t.tooLarge : t.unreadable
      update(key, { state: 'failed', error: reason })
      return
    }
    try {
      const answer = await platform.uploadFile({
        url: api.uploadUrl(),
        image,
        name: 'file',
        onProgress: (fraction) => update(key, { progress: Math.min(1, Math.max(0, fraction)) }),
      })
      const url = readAnswer(answer.data)
      if (!url) throw new Error(resultDesc(answer.data) || store.language.t.common.serverError)
      if (!mounted.current) return
      // the ref moves on at once: another upload may finish before the form renders the new value
      const next = [...valueRef.current, url]
      valueRef.current = next
      onChange(next)
      drop(key)
    } catch (e) {
      const message =
        e instanceof Error && e.message && !/^upload (failed|timed out)$/.test(e.message)
          ? e.message
          : store.language.t.common.networkError
      update(key, { state: 'failed', error: message })
    }
  }

  const room = max - value.length - pending.length
  const add = async () => {
    if (room <= 0) {
      platform.showToast(format(t.limitReached, { max }))
      return
    }
    const chosen = await platform.chooseImages({ count: room })
    if (!chosen.length || !mounted.current) return
    const items = chosen.map((image) => ({ key: ++serial.current, image, state: 'preparing' as const, progress: 0 }))
    setPending((list) => [...list, ...items])
    // one after the other: they arrive in the order they were chosen
    for (const item of items) await send(item.key, item.image)
  }

  const move = (index: number, by: -1 | 1) => {
    const next = [...value]
    const target = index + by
    if (target < 0 || target >= next.length) return
    ;[next[index], next[target]] = [next[target]!, next[index]!]
    onChange(next)
  }
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index))
  const preview = (index: number) =>
    platform.previewImage(
      value.map((u) => api.assetUrl(u)),
      index,
      { closeText: store.language.t.common.close },
    )

  return (
    <View className={`image-uploader ${className ?? ''}`} role='group' aria-label={label}>
      <View className='image-uploader__grid'>
        {value.map((url, i) => (
          <View className='image-uploader__tile' key={`${url}-${i}`} data-url={url}>
            <View
              className='image-uploader__view'
              role='button'
              aria-label={format(t.view, { index: i + 1 })}
              onClick={() => preview(i)}
            >
              <Image className='image-uploader__img' src={api.assetUrl(url)} mode='aspectFill' />
            </View>
            {i === 0 && <Text className='image-uploader__cover'>{t.cover}</Text>}
            <View
              className='image-uploader__remove'
              role='button'
              aria-label={format(t.remove, { index: i + 1 })}
              onClick={() => remove(i)}
            />
            {value.length > 1 && (
              <View className='image-uploader__moves'>
                {i > 0 ? (
                  <View
                    className='image-uploader__move image-uploader__move--earlier'
                    role='button'
                    aria-label={format(t.moveEarlier, { index: i + 1 })}
                    onClick={() => move(i, -1)}
                  />
                ) : (
                  <View className='image-uploader__move-space' />
                )}
                {i < value.length - 1 && (
                  <View
                    className='image-uploader__move image-uploader__move--later'
                    role='button'
                    aria-label={format(t.moveLater, { index: i + 1 })}
                    onClick={() => move(i, 1)}
                  />
                )}
              </View>
            )}
          </View>
        ))}
        {pending.map((p) => (
          <View
            className={`image-uploader__tile image-uploader__tile--${p.state}`}
            key={`pending-${p.key}`}
            role='status'
          >
            <Image className='image-uploader__img' src={p.image.src} mode='aspectFill' />
            <View className='image-uploader__veil'>
              {p.state === 'failed' ? (
                <>
                  <Text className='image-uploader__state'>{t.failed}</Text>
                  {p.error && <Text className='image-uploader__reason'>{p.error}</Text>}
                  <View className='image-uploader__retry' role='button' onClick={() => void send(p.key, p.image)}>
                    {t.retry}
                  </View>
                </>
              ) : (
                <>
                  <Text className='image-uploader__state'>
                    {p.state === 'preparing'
                      ? t.preparing
                      : format(t.uploading, { percent: Math.round(p.progress * 100) })}
                  </Text>
                  {p.state === 'uploading' && (
                    <View
                      className='image-uploader__bar'
                      role='progressbar'
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(p.progress * 100)}
                    >
                      <View
                        className='image-uploader__bar-fill'
                        style={{ width: `${Math.round(p.progress * 100)}%` }}
                      />
                    </View>
                  )}
                </>
              )}
            </View>
            {p.state === 'failed' && (
              <View
                className='image-uploader__remove'
                role='button'
                aria-label={format(t.remove, { index: value.length + pending.indexOf(p) + 1 })}
                onClick={() => drop(p.key)}
              />
            )}
          </View>
        ))}
        {room > 0 && (
          <View
            className='image-uploader__tile image-uploader__add'
            role='button'
            aria-label={t.add}
            onClick={() => void add()}
          >
            <View className='image-uploader__plus' />
            <Text className='image-uploader__add-text'>{t.add}</Text>
            <Text className='image-uploader__add-hint'>{t.addHint}</Text>
          </View>
        )}
      </View>
      <View className='image-uploader__foot'>
        <Text className='image-uploader__count'>{format(t.count, { count: value.length, max })}</Text>
        {min > 0 && <Text className='image-uploader__min'>{format(t.atLeast, { min })}</Text>}
      </View>
      {error && (
        <View className='image-uploader__error' role='alert'>
          {error}
        </View>
      )}
    </View>
  )
})

/** The uploaded picture's address from uploadQiNiu's answer (text, as WeChat hands it over); '' when refused. */
function readAnswer(text: string): string {
  try {
    const body = JSON.parse(text) as unknown
    return isSuccess(body) ? (unwrap<UploadResult>(body)?.url ?? '') : ''
  } catch {
    return ''
  }
}

function resultDesc(text: string): string {
  try {
    const desc = (JSON.parse(text) as { resultDesc?: unknown }).resultDesc
    return typeof desc === 'string' ? desc : ''
  } catch {
    return ''
  }
}
