import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useState } from 'react'
import { useServices } from '../../../app-context'
import { LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { format } from '../../../i18n'
import type { ShareExhibitorDetail } from '../../../../types/api'
import { PosterCanvasHost } from './canvas-host'
import { drawPoster, POSTER_WIDTH } from './poster'
import './share-poster.scss'
import '../../../i18n/sections/exhibitor'

const CANVAS_ID = 'share-poster-canvas'

/**
 * /exhibition/share-detail?companyProfileId=…: the exhibitor's long share image — logo, name, stand
 * and hall, main products with pictures, a QR code opening its detail page — drawn on a canvas,
 * shown as one long image (press and hold to share) and saved to the album / downloaded as a PNG.
 */
export const SharePosterView = observer(function SharePosterView({ companyProfileId }: { companyProfileId: number }) {
  const { api, store } = useServices()
  const detail = useRemoteData(companyProfileId ? `${companyProfileId}:${store.language.language}` : undefined, () =>
    api.getShareExhibitorDetail({ companyProfileId }),
  )
  if (detail.status === 'loading') return <LoadingNotice />
  if (detail.status === 'failed') return <PartFailed onRetry={detail.retry} />
  if (!detail.data) return <NoData />
  return <Poster key={`${detail.data.companyProfileId}:${store.language.language}`} detail={detail.data} />
})

const Poster = observer(function Poster({ detail }: { detail: ShareExhibitorDetail }) {
  const { api, platform, store } = useServices()
  const e = store.language.t.exhibitor
  const [height, setHeight] = useState(800)
  const [image, setImage] = useState<string | null>(null)
  const [state, setState] = useState<'drawing' | 'ready' | 'failed'>('drawing')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    let made: string | null = null
    setState('drawing')
    const words = {
      stand: format(e.standLabel, { hall: detail.hall, stand: detail.stand }),
      mainProducts: e.mainProduct,
      scan: e.scanToVisit,
    }
    const draw = async () => {
      // measured on the canvas itself (its fonts), then opened at the height the content needs
      const probe = await platform.posterCanvas({ canvasId: CANVAS_ID, width: POSTER_WIDTH, height: 10 })
      const { canvas, height: h } = await drawPoster(
        async (h) => {
          if (current) setHeight(h)
          return platform.posterCanvas({ canvasId: CANVAS_ID, width: POSTER_WIDTH, height: h })
        },
        probe.ctx,
        { detail, words, asset: (path) => api.assetUrl(path) },
      )
      made = await canvas.export()
      if (!current) return
      setHeight(h)
      setImage(made)
      setState('ready')
    }
    draw().catch(() => current && setState('failed'))
    return () => {
      current = false
      if (made?.startsWith('blob:')) URL.revokeObjectURL(made)
    }
  }, [detail, attempt]) // eslint-disable-line react-hooks/exhaustive-deps

  const save = async () => {
    if (!image) return
    const outcome = await platform.saveImage(image, `poster-${detail.companyProfileId}.png`, {
      content: e.posterAllowInSettings,
      confirmText: e.openSettings,
      cancelText: store.language.t.common.cancel,
    })
    platform.showToast(outcome === 'saved' ? e.posterSaved : outcome === 'denied' ? e.posterDenied : e.posterSaveFailed)
  }

  return (
    <View className='share-poster' data-state={state}>
      <PosterCanvasHost id={CANVAS_ID} width={POSTER_WIDTH} height={height} />
      {state === 'drawing' && <Text className='share-poster__status'>{e.posterDrawing}</Text>}
      {state === 'failed' && (
        <View className='share-poster__failed' role='alert'>
          <Text>{e.posterFailed}</Text>
          <View className='share-poster__retry' role='button' onClick={() => setAttempt((n) => n + 1)}>
            {e.retry}
          </View>
        </View>
      )}
      {image && (
        <>
          <Text className='share-poster__hint'>{e.longPressHint}</Text>
          <Image
            className='share-poster__image'
            src={image}
            mode='widthFix'
            showMenuByLongpress
            aria-label={detail.companyProfileName}
            data-width={POSTER_WIDTH}
            data-height={height}
          />
          <View className='share-poster__bar'>
            <View className='share-poster__save' role='button' onClick={() => void save()}>
              {e.savePoster}
            </View>
          </View>
        </>
      )}
    </View>
  )
})
