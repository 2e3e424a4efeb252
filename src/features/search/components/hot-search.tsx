import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { useServices } from '../../../app-context'
import type { HotWord } from '../../../../types/api'
import { clearRecentSearches, normalizeKeyword, readRecentSearches, rememberSearch } from '../recent-searches'
import { SearchBox } from './search-box'
import './search.scss'
import '../../../i18n/sections/search'

/** /search/hot: the search input (focused), hot words and the visitor's recent searches. */
export const HotSearchView = observer(function HotSearchView() {
  const { api, store, platform, navigation } = useServices()
  const t = store.language.t
  const language = store.language.language
  const eventCode = store.context.eventCode
  const [recent, setRecent] = useState<string[]>(() => readRecentSearches(platform))

  // Hot words are per language and exhibition; without them (offline) the block is left out.
  const { data } = useRemoteData<HotWord[]>(`${eventCode}|${language}`, () =>
    api.getHotSearchList({ eventCode: eventCode || undefined }),
  )
  const hotWords = Array.isArray(data) ? data : []

  const search = (keyword: string) => {
    const word = normalizeKeyword(keyword)
    if (!word) {
      platform.showToast(t.search.keywordRequired)
      return
    }
    setRecent(rememberSearch(platform, word))
    void navigation.to('/search/all', { keyword: word })
  }

  return (
    <View className='search-page'>
      <SearchBox value='' autoFocus onSubmit={search} />

      {hotWords.length > 0 && (
        <View className='search-page__block'>
          <View className='search-page__heading' role='heading' aria-level={2}>
            <Text>{t.search.hotWords}</Text>
          </View>
          <View className='search-page__words' role='list' aria-label={t.search.hotWords}>
            {hotWords.map((w, i) => (
              <View
                key={w.id}
                className={`search-page__word search-page__word--hot${i < 3 ? ' is-top' : ''}`}
                role='listitem'
                onClick={() => search(w.word)}
              >
                {w.word}
              </View>
            ))}
          </View>
        </View>
      )}

      {recent.length > 0 && (
        <View className='search-page__block'>
          <View className='search-page__heading' role='heading' aria-level={2}>
            <Text>{t.search.recent}</Text>
            <View
              className='search-page__clear'
              role='button'
              onClick={() => {
                clearRecentSearches(platform)
                setRecent([])
              }}
            >
              {t.search.clearRecent}
            </View>
          </View>
          <View className='search-page__words' role='list' aria-label={t.search.recent}>
            {recent.map((w) => (
              <View key={w} className='search-page__word' role='listitem' onClick={() => search(w)}>
                {w}
              </View>
            ))}
          </View>
        </View>
      )}
    </View>
  )
})
