import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../app-context'
import './index.scss'
import '../../i18n/sections/venue'

export interface StandLinkProps {
  stand: string
  /** the exhibition the stand is in (default: the stored event code) */
  eventCode?: string
  /**
   * the edition the stand is of: an earlier edition's exhibitor stood on that edition's plan (the
   * same code on the current plan is someone else's now)
   */
  eventEditionId?: number
  className?: string
  /** called before the map opens (a panel closes itself) */
  onOpen?: () => void
}

/**
 * "Highlight a booth" (issue 15): a stand, wherever it is shown, opens the venue map centred on it
 * (/venue/map?stand=…). Inside a card or a row that opens something else, the tap stays here.
 */
export const StandLink = observer(function StandLink({
  stand,
  eventCode,
  eventEditionId,
  className,
  onOpen,
}: StandLinkProps) {
  const { store, navigation } = useServices()
  const t = store.language.t
  if (!stand) return null
  return (
    <View
      className={`stand-link ${className ?? ''}`}
      role='link'
      aria-label={`${t.common.stand} ${stand} · ${t.venue.onMap}`}
      data-stand={stand}
      onClick={(e) => {
        e.stopPropagation()
        onOpen?.()
        void navigation.to('/venue/map', { stand, eventCode: eventCode || undefined, eventEditionId })
      }}
    >
      <View className='stand-link__pin' />
      <Text className='stand-link__code'>
        {t.common.stand} {stand}
      </Text>
      <Text className='stand-link__map'>{t.venue.onMap}</Text>
    </View>
  )
})

export interface RoomLinkProps {
  /** the session's room (SessionSummary.roomId): the map finds it on its hall's plan */
  roomId: number
  /** what to show: the hall and the room ('Hall 1 · Main Forum') */
  label: string
  eventCode?: string
  className?: string
}

/**
 * A session's room, wherever it is shown, opens the venue map on its hall centred on the room
 * (/venue/map?room=<id>). It lives here beside StandLink rather than in the venue feature, so a
 * page showing a room does not load the map's code to do it.
 */
export const RoomLink = observer(function RoomLink({ roomId, label, eventCode, className }: RoomLinkProps) {
  const { store, navigation } = useServices()
  const t = store.language.t
  if (!label) return null
  if (!roomId) return <Text className={className}>{label}</Text>
  return (
    <View
      className={`stand-link stand-link--room ${className ?? ''}`}
      role='link'
      aria-label={`${label} · ${t.venue.onMap}`}
      data-room={String(roomId)}
      onClick={(e) => {
        e.stopPropagation()
        void navigation.to('/venue/map', { room: roomId, eventCode: eventCode || undefined })
      }}
    >
      <View className='stand-link__pin' />
      <Text className='stand-link__code'>{label}</Text>
      <Text className='stand-link__map'>{t.venue.onMap}</Text>
    </View>
  )
})
