import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useMemo, useState } from 'react'
import { useStores } from '../../app-context'
import { localize, truncateLabel, type Language } from '../../i18n'
import type { FilterItem, Id, LocalisedNames, OrderBy } from '../../../types/api'
import {
  checkedFlags,
  emptySelection,
  filterTabs,
  selectionFromData,
  SORT_IDS,
  toggleExpanded,
  toggleMultiAt,
  toggleSingle,
  toListBody,
  visibleCategoryGroups,
  type FilterListType,
  type FilterPopupData,
  type FilterSelection,
  type FilterTabKey,
} from './selection'
import './index.scss'

export * from './selection'

export interface FilterPopupProps {
  open: boolean
  /** exhibitors: Exhibition Year / Tags / Categories; products: Exhibition Year / Events / Categories */
  listType: FilterListType
  data: FilterPopupData
  /** the selection currently applied; the popup starts from it each time it opens (else the data's checked flags) */
  value?: FilterSelection
  /** true inside the native app or the mini-program (spec §2) */
  hideDivisions?: boolean
  /** Complete: exactly the listPage body filter fields; the popup then closes */
  onComplete: (selection: FilterSelection) => void
  /** mask click, and after Complete */
  onClose: () => void
}

function itemLabel(item: { label: string; names?: LocalisedNames }, language: Language): string {
  return truncateLabel(localize(item.names, language) || item.label, language)
}

interface OptionProps {
  label: string
  checked: boolean
  kind: 'checkbox' | 'radio'
  onToggle: () => void
  strong?: boolean
}

function Option({ label, checked, kind, onToggle, strong }: OptionProps) {
  return (
    <View
      className={`filter-popup__option${checked ? ' filter-popup__option--checked' : ''}${strong ? ' filter-popup__option--all' : ''}`}
      role={kind}
      aria-checked={checked}
      aria-label={label}
      onClick={onToggle}
    >
      <Text className='filter-popup__option-text'>{label}</Text>
    </View>
  )
}

/**
 * Filter-and-sort bottom sheet (spec §2): tabs for divisions (single choice), meals and collapsible
 * category groups (multi choice with select-all at position 0), and the five sort options.
 */
export const FilterPopup = observer(function FilterPopup({
  open,
  listType,
  data,
  value,
  hideDivisions = false,
  onComplete,
  onClose,
}: FilterPopupProps) {
  const { language: languageStore } = useStores()
  const t = languageStore.t
  const language = languageStore.language

  const tabs = useMemo(() => filterTabs(listType, data, { hideDivisions }), [listType, data, hideDivisions])
  const groups = useMemo(() => visibleCategoryGroups(data.catagory), [data.catagory])
  const [draft, setDraft] = useState<FilterSelection>(() => value ?? selectionFromData(data))
  const [activeTab, setActiveTab] = useState<FilterTabKey>(tabs[0].key)
  const [expanded, setExpanded] = useState<Id[]>([])

  // Each opening starts from the applied selection: closing without Complete discards the draft.
  useEffect(() => {
    if (!open) return
    setDraft(value ?? selectionFromData(data))
    setActiveTab((current) => (tabs.some((tab) => tab.key === current) ? current : tabs[0].key))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open])

  if (!open) return null

  const current = tabs.some((tab) => tab.key === activeTab) ? activeTab : tabs[0].key

  const multiList = (items: FilterItem[], selected: Id[], update: (next: Id[]) => void) => {
    const ids = items.map((item) => item.id)
    const flags = checkedFlags(ids, selected)
    return (
      <View className='filter-popup__options'>
        <Option
          label={t.filter.selectAll}
          kind='checkbox'
          checked={flags[0]}
          strong
          onToggle={() => update(toggleMultiAt(ids, selected, 0))}
        />
        {items.map((item, index) => (
          <Option
            key={item.id}
            label={itemLabel(item, language)}
            kind='checkbox'
            checked={flags[index + 1]}
            onToggle={() => update(toggleMultiAt(ids, selected, index + 1))}
          />
        ))}
      </View>
    )
  }

  const renderDivisions = () =>
    (data.divisions ?? []).map((division) =>
      (division.eventEditionList ?? []).length === 0 ? null : (
        <View key={division.id} className='filter-popup__group'>
          {/* Edition names whole: they differ only by their year, at the end (the §9 cut would hide it). */}
          <Text className='filter-popup__group-title'>{localize(division.names, language) || division.label}</Text>
          <View
            className='filter-popup__options'
            role='radiogroup'
            aria-label={localize(division.names, language) || division.label}
          >
            {division.eventEditionList.map((edition) => (
              <Option
                key={edition.id}
                label={edition.eventEditionName}
                kind='radio'
                // nothing picked: the list shows the edition the data marks (the page's own), so
                // that one reads as chosen rather than none (issue 22 item 12)
                checked={draft.divisions.length === 0 ? edition.checked === true : draft.divisions.includes(edition.id)}
                onToggle={() => setDraft((d) => ({ ...d, divisions: toggleSingle(d.divisions, edition.id) }))}
              />
            ))}
          </View>
        </View>
      ),
    )

  const renderCategories = () =>
    groups.map((group) => {
      const isOpen = expanded.includes(group.id)
      const title = itemLabel(group, language)
      return (
        <View key={group.id} className='filter-popup__group'>
          <View
            className='filter-popup__group-head'
            role='button'
            aria-expanded={isOpen}
            aria-label={`${title} ${isOpen ? t.filter.collapse : t.filter.expand}`}
            onClick={() => setExpanded((e) => toggleExpanded(e, group.id))}
          >
            <Text className='filter-popup__group-title'>{title}</Text>
            <View className={`filter-popup__chevron${isOpen ? ' filter-popup__chevron--open' : ''}`} />
          </View>
          {isOpen && multiList(group.children, draft.categorys, (next) => setDraft((d) => ({ ...d, categorys: next })))}
        </View>
      )
    })

  const renderSort = () => (
    <View
      className='filter-popup__options filter-popup__options--column'
      role='radiogroup'
      aria-label={t.filter.sortTitle}
    >
      {SORT_IDS.map((id: OrderBy) => (
        <Option
          key={id}
          label={t.filter.sort[String(id) as keyof typeof t.filter.sort]}
          kind='radio'
          checked={draft.orderBy === id}
          onToggle={() => setDraft((d) => ({ ...d, orderBy: id }))}
        />
      ))}
    </View>
  )

  const complete = () => {
    onComplete(toListBody(draft, data, { hideDivisions }))
    onClose()
  }

  return (
    <View className='filter-popup'>
      <View className='filter-popup__mask' role='button' aria-label={t.common.close} onClick={onClose} />
      <View className='filter-popup__sheet' role='dialog' aria-label={t.filter.title}>
        <View className='filter-popup__tabs' role='tablist'>
          {tabs.map((tab) => (
            <View
              key={tab.key}
              className={`filter-popup__tab${tab.key === current ? ' filter-popup__tab--active' : ''}`}
              role='tab'
              aria-selected={tab.key === current}
              onClick={() => setActiveTab(tab.key)}
            >
              <Text>{t.filter[tab.labelKey]}</Text>
            </View>
          ))}
        </View>
        <ScrollView className='filter-popup__body' scrollY>
          <View role='tabpanel'>
            {current === 'divisions' && renderDivisions()}
            {current === 'meals' &&
              multiList(data.meals ?? [], draft.meals, (next) => setDraft((d) => ({ ...d, meals: next })))}
            {current === 'catagory' && renderCategories()}
            {current === 'sort' && renderSort()}
          </View>
        </ScrollView>
        <View className='filter-popup__actions'>
          <View
            className='filter-popup__button filter-popup__button--reset'
            role='button'
            onClick={() => setDraft(emptySelection())}
          >
            <Text>{t.common.reset}</Text>
          </View>
          <View className='filter-popup__button filter-popup__button--complete' role='button' onClick={complete}>
            <Text>{t.common.complete}</Text>
          </View>
        </View>
      </View>
    </View>
  )
})
