import { Input, Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { reaction } from 'mobx'
import { observer } from 'mobx-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useServices } from '../../../app-context'
import { PartShell } from '../../../components/lazy-part'
import { BottomLine, LoadingNotice, NoData } from '../../../components/notices'
import type { TopBarEvent, TopBarProps } from '../../../components/top-bar'
import { format } from '../../../i18n'
import { consultApi } from '../consult-api'
import { emptyPoolFilter, PoolStore, poolFilterFrom, poolFilterQuery } from '../pool-store'
import { useConsultState } from '../state'
import { RfqCard } from './rfq-card'
import './consult.scss'
import '../words'
import '../../../i18n/sections/search'

/**
 * The Post action (spec §2): inside the native app the top bar's 'Post' / 发布 (for a visitor with
 * user info, as the spec has it); everywhere else — the browser, WeChat's own bar, the app without
 * user info — a floating button.
 */
export function usePostAction(): {
  topBar?: Omit<TopBarProps, 'onEvent'>
  onTopBarEvent: (event: TopBarEvent) => void
  floating: boolean
  open: () => void
} {
  const { platform, store, navigation } = useServices()
  const state = useConsultState()
  const inTopBar = platform.caps.bar === 'top-bar' && store.context.hasUserInfo
  const open = () => {
    state.postFromPool = true
    void navigation.to('/consult/post')
  }
  return {
    topBar: inTopBar ? { post: 1, hasUserInfo: true } : undefined,
    onTopBarEvent: (event) => {
      if (event === 'post') open()
    },
    floating: !inTopBar,
    open,
  }
}

type Sheet = 'category' | 'region' | null

/**
 * /consult/list (询盘池): the pool of RFQs, newest first or most interested first, filtered by
 * category and region, searched, loaded page by page; or the visitor's own RFQs with their status.
 */
export const ConsultListView = observer(function ConsultListView(props: { floatingPost: boolean; onPost: () => void }) {
  const { store } = useServices()
  // the visitor first: their likes, their own RFQs
  return store.context.identity ? <PoolList {...props} /> : <LoadingNotice />
})

const PoolList = observer(function PoolList({ floatingPost, onPost }: { floatingPost: boolean; onPost: () => void }) {
  const { api, store, platform, navigation } = useServices()
  const t = store.language.t.consult
  const state = useConsultState()
  const pool = useMemo(() => new PoolStore(consultApi(api), poolFilterFrom(platform.currentQuery())), [api, platform])
  const [sheet, setSheet] = useState<Sheet>(null)
  const [keyword, setKeyword] = useState(pool.filter.keyword)
  const seenPosts = useRef(state.posts)

  useEffect(() => {
    state.pool = pool
    void pool.reload()
    // Texts and names come localised from the server: a language switch asks again.
    const dispose = reaction(
      () => store.language.language,
      () => {
        pool.forgetChoices()
        void pool.reload()
      },
    )
    return () => {
      dispose()
      if (state.pool === pool) state.pool = null
    }
  }, [pool, state, store])

  // The filter lives in the page's address too (reload, Back and Forward show the list as it was).
  useEffect(
    () =>
      reaction(
        () => JSON.stringify(poolFilterQuery(pool.filter)),
        () => platform.replaceQuery(poolFilterQuery(pool.filter)),
      ),
    [pool, platform],
  )
  // Filters named in the address need their names.
  useEffect(() => {
    if (pool.filter.categoryId) void pool.loadChoices()
  }, [pool])

  // Back from a post: the pool from the top, newest first, so the new RFQ is the first card.
  useDidShow(() => {
    if (state.posts === seenPosts.current) return
    seenPosts.current = state.posts
    setKeyword('')
    void pool.setFilter({ ...emptyPoolFilter(), mine: pool.filter.mine })
  })
  useReachBottom(() => void pool.loadMore())

  const openSheet = (which: Sheet) => {
    setSheet(which)
    if (!pool.categories || !pool.regions) void pool.loadChoices()
  }
  const search = () => void pool.setFilter({ keyword: keyword.trim() })
  const mine = pool.filter.mine

  return (
    <View className='consult-list'>
      <View className='consult-list__search'>
        <Input
          className='consult-list__search-input'
          value={keyword}
          placeholder={t.searchPlaceholder}
          confirmType='search'
          aria-label={t.searchPlaceholder}
          onInput={(e) => setKeyword(e.detail.value)}
          onConfirm={search}
        />
        {keyword !== '' && (
          <View
            className='consult-list__search-clear'
            role='button'
            aria-label={t.clearSearch}
            onClick={() => {
              setKeyword('')
              if (pool.filter.keyword) void pool.setFilter({ keyword: '' })
            }}
          />
        )}
        <View className='consult-list__search-go' role='button' onClick={search}>
          {t.search}
        </View>
      </View>

      <View className='consult-list__tabs' role='tablist'>
        {[false, true].map((m) => (
          <View
            key={String(m)}
            className={`consult-list__tab${mine === m ? ' is-active' : ''}`}
            role='tab'
            aria-selected={mine === m}
            onClick={() => mine !== m && void pool.setFilter({ mine: m })}
          >
            {m ? t.mine : t.pool}
          </View>
        ))}
      </View>

      <View className='consult-list__tools'>
        <View
          className={`consult-list__tool${pool.filter.categoryId ? ' is-active' : ''}`}
          role='button'
          aria-haspopup='dialog'
          onClick={() => openSheet('category')}
        >
          {t.category}
          <View className='consult-list__caret' />
        </View>
        <View
          className={`consult-list__tool${pool.filter.region ? ' is-active' : ''}`}
          role='button'
          aria-haspopup='dialog'
          onClick={() => openSheet('region')}
        >
          {t.region}
          <View className='consult-list__caret' />
        </View>
        <View className='consult-list__order' role='radiogroup'>
          {([0, 1] as const).map((o) => (
            <View
              key={o}
              className={`consult-list__order-item${pool.filter.orderBy === o ? ' is-active' : ''}`}
              role='radio'
              aria-checked={pool.filter.orderBy === o}
              onClick={() => pool.filter.orderBy !== o && void pool.setFilter({ orderBy: o })}
            >
              {o === 0 ? t.newest : t.mostInterested}
            </View>
          ))}
        </View>
      </View>

      {pool.filterCount > 0 && (
        <View className='consult-list__chips'>
          {pool.filter.categoryId && (
            <Chip
              label={pool.categoryLabel ?? t.category}
              remove={format(t.removeFilter, { label: pool.categoryLabel ?? t.category })}
              onRemove={() => void pool.setFilter({ categoryId: undefined })}
            />
          )}
          {pool.filter.region && (
            <Chip
              label={pool.filter.region}
              remove={format(t.removeFilter, { label: pool.filter.region })}
              onRemove={() => void pool.setFilter({ region: undefined })}
            />
          )}
          {pool.filter.keyword && (
            <Chip
              label={`“${pool.filter.keyword}”`}
              remove={format(t.removeFilter, { label: pool.filter.keyword })}
              onRemove={() => {
                setKeyword('')
                void pool.setFilter({ keyword: '' })
              }}
            />
          )}
          <View
            className='consult-list__clear'
            role='button'
            onClick={() => (setKeyword(''), void pool.clearFilters())}
          >
            {t.clearFilters}
          </View>
        </View>
      )}

      {pool.pages.total !== undefined && pool.pages.items.length > 0 && (
        <View className='consult-list__count'>{format(t.count, { count: pool.pages.total })}</View>
      )}

      <View className='consult-list__cards'>
        {pool.pages.items.map((item, i) => (
          <RfqCard
            key={item.id}
            item={item}
            eager={i < 4}
            showStatus={mine}
            onOpen={() => void navigation.to('/consult/detail', { id: item.id })}
          />
        ))}
      </View>

      {pool.pages.isEmpty ? (
        pool.filterCount > 0 ? (
          <View className='consult-list__empty'>
            <NoData text={t.noMatches} />
            <View
              className='consult-list__clear'
              role='button'
              onClick={() => (setKeyword(''), void pool.clearFilters())}
            >
              {t.clearFilters}
            </View>
          </View>
        ) : (
          <NoData text={mine ? t.noMine : undefined} />
        )
      ) : pool.pages.failed ? (
        <View className='consult-list__failed' role='button' onClick={() => void pool.loadMore()}>
          <NoData text={`${t.loadFailed} · ${store.language.t.common.retry}`} />
        </View>
      ) : pool.pages.loading ? (
        <LoadingNotice />
      ) : pool.pages.hasMore ? (
        <View className='consult-list__more' role='button' onClick={() => void pool.loadMore()}>
          {t.loadMore}
        </View>
      ) : (
        pool.pages.items.length > 0 && <BottomLine />
      )}

      {floatingPost && (
        <View className='consult-list__post' role='button' aria-label={t.postRfq} onClick={onPost}>
          <View className='consult-list__post-plus' />
          <Text className='consult-list__post-text'>{store.language.t.common.post}</Text>
        </View>
      )}

      {sheet === 'category' && (
        <PartShell kind='sheet' label={t.category} onClose={() => setSheet(null)}>
          {!pool.categories ? (
            <LoadingNotice />
          ) : (
            <View className='consult-sheet' role='listbox' aria-label={t.category}>
              <View className='consult-sheet__title'>{t.category}</View>
              <SheetOption
                label={t.allCategories}
                selected={!pool.filter.categoryId}
                onPick={() => (setSheet(null), void pool.setFilter({ categoryId: undefined }))}
              />
              {pool.categories.map((group) => (
                <View key={group.id} className='consult-sheet__group'>
                  <SheetOption
                    label={group.label}
                    strong
                    selected={pool.filter.categoryId === group.id}
                    onPick={() => (setSheet(null), void pool.setFilter({ categoryId: group.id }))}
                  />
                  {group.children.map((c) => (
                    <SheetOption
                      key={c.id}
                      label={c.label}
                      indent
                      selected={pool.filter.categoryId === c.id}
                      onPick={() => (setSheet(null), void pool.setFilter({ categoryId: c.id }))}
                    />
                  ))}
                </View>
              ))}
            </View>
          )}
        </PartShell>
      )}
      {sheet === 'region' && (
        <PartShell kind='sheet' label={t.region} onClose={() => setSheet(null)}>
          {!pool.regions ? (
            <LoadingNotice />
          ) : (
            <View className='consult-sheet' role='listbox' aria-label={t.region}>
              <View className='consult-sheet__title'>{t.region}</View>
              <SheetOption
                label={t.allRegions}
                selected={!pool.filter.region}
                onPick={() => (setSheet(null), void pool.setFilter({ region: undefined }))}
              />
              {pool.regions.map((r) => (
                <SheetOption
                  key={r.region}
                  label={r.region}
                  count={r.count}
                  selected={pool.filter.region === r.region}
                  onPick={() => (setSheet(null), void pool.setFilter({ region: r.region }))}
                />
              ))}
            </View>
          )}
        </PartShell>
      )}
    </View>
  )
})

function Chip({ label, remove, onRemove }: { label: string; remove: string; onRemove: () => void }) {
  return (
    <View className='consult-chip'>
      <Text className='consult-chip__label'>{label}</Text>
      <View className='consult-chip__remove' role='button' aria-label={remove} onClick={onRemove} />
    </View>
  )
}

function SheetOption(props: {
  label: string
  selected: boolean
  onPick: () => void
  count?: number
  strong?: boolean
  indent?: boolean
}) {
  return (
    <View
      className={`consult-sheet__option${props.selected ? ' is-selected' : ''}${props.strong ? ' is-group' : ''}${props.indent ? ' is-child' : ''}`}
      role='option'
      aria-selected={props.selected}
      onClick={props.onPick}
    >
      <Text className='consult-sheet__label'>{props.label}</Text>
      {props.count !== undefined && <Text className='consult-sheet__count'>{props.count}</Text>}
    </View>
  )
}
