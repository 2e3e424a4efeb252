import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '../../../app-context'
import { format } from '../../../i18n'
import type { DirectoryListStore } from '../list-store'
import './filter-chips.scss'

/** Height of the chip row, CSS px at 375 width (the scss: twice, in design px). */
export const FILTER_CHIPS_HEIGHT = 44

/**
 * The filters and sort a list has applied, as chips the visitor can remove one by one, with
 * "Clear filters" at the end. Shown while anything is applied.
 */
export const FilterChips = observer(function FilterChips({ list }: { list: DirectoryListStore }) {
  const { language } = useStores()
  const t = language.t
  const chips = list.appliedFilters(language.language)
  if (list.filter.orderBy !== 0) {
    chips.push({ kind: 'sort', id: list.filter.orderBy, label: t.filter.sort[String(list.filter.orderBy) as '1'] })
  }
  return (
    <ScrollView className='filter-chips' scrollX aria-label={t.directory.appliedFilters}>
      <View className='filter-chips__row'>
        {chips.map((chip) => (
          <View
            key={`${chip.kind}:${chip.id}`}
            className='filter-chips__chip'
            role='button'
            aria-label={format(t.directory.removeFilter, { label: chip.label })}
            onClick={() => void list.removeFilter(chip.kind, chip.id)}
          >
            <Text className='filter-chips__label'>{chip.label}</Text>
            <View className='filter-chips__x' />
          </View>
        ))}
        <View className='filter-chips__clear' role='button' onClick={() => void list.clearFilters()}>
          {t.directory.clearFilters}
        </View>
      </View>
    </ScrollView>
  )
})
