import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import type { MatchCandidate, MatchUser } from '../../../../types/api'
import { useServices } from '../../../app-context'
import '../words'

/** Initials stand in when a person has no photo (joined visitors upload none). */
function initials(name: string): string {
  const chars = Array.from(name.trim())
  return /[\u4e00-\u9fff]/.test(name) ? chars.slice(0, 1).join('') : chars.slice(0, 2).join('').toUpperCase()
}

/** One attendee's card: who they are, their interests, what they look for (and why they were recommended). */
export const PersonCard = observer(function PersonCard({ person }: { person: MatchUser | MatchCandidate }) {
  const { store, api } = useServices()
  const t = store.language.t.pairs
  const role = { buyer: t.roleBuyer, exhibitor: t.roleExhibitor, other: t.roleOther }[person.role]
  const shared = 'sharedInterests' in person ? person.sharedInterests : []
  // a photo that cannot load (offline, never seen before) gives way to the initials
  const [failedAvatar, setFailedAvatar] = useState<string | null>(null)
  const photo = person.avatar && failedAvatar !== person.avatar ? person.avatar : ''
  return (
    <View className='pairs-card'>
      <View className='pairs-card__head'>
        {photo ? (
          <Image
            className='pairs-card__avatar'
            src={api.assetUrl(photo)}
            mode='aspectFill'
            onError={() => setFailedAvatar(photo)}
          />
        ) : (
          <View className='pairs-card__avatar pairs-card__avatar--initials'>{initials(person.name)}</View>
        )}
        <View className='pairs-card__who'>
          <Text className='pairs-card__name'>{person.name}</Text>
          <Text className='pairs-card__position'>
            {person.position} · {role}
          </Text>
          <Text className='pairs-card__company'>{person.company}</Text>
          <Text className='pairs-card__country'>{person.country}</Text>
        </View>
      </View>
      <View className='pairs-chips'>
        {person.interests.map((i) => (
          <Text key={i} className={`pairs-tag${shared.includes(i) ? ' pairs-tag--shared' : ''}`}>
            {i}
          </Text>
        ))}
      </View>
      {'complementary' in person && (shared.length > 0 || person.complementary) && (
        <Text className='pairs-card__why'>
          {[
            shared.length ? `${t.sharedInterests}: ${shared.join(' / ')}` : '',
            person.complementary ? t.complementary : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {person.lookingFor && (
        <Text className='pairs-card__looking'>
          {t.lookingForLabel}: {person.lookingFor}
        </Text>
      )}
    </View>
  )
})
