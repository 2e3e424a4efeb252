import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import AtCheckbox from 'taro-ui/lib/components/checkbox'
import { useServices } from '../../../app-context'
import { PartFailed } from '../../../components/lazy-part'
import { LoadingNotice, NoData } from '../../../components/notices'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { format } from '../../../i18n'
import { LIMITS, RFQ_RULE_MESSAGES } from '../../../../rules'
import type { CategoryNode, Id } from '../../../../types/api'
import { consultApi } from '../consult-api'
import { useRfqForm } from '../state'
import { usePostTarget } from './post-form'
import 'taro-ui/lib/style/components/checkbox.scss'
import './consult.scss'
import '../words'

/**
 * /consult/types (选择类别): the category tree of getCategory as checkbox lists (taro-ui's
 * AtCheckbox), one per group, choosing into the RFQ form of the same addressee; at most
 * LIMITS.rfqMaxCategories, the next refused with 'Category quantity cannot be over 6!'.
 */
export const ConsultTypesView = observer(function ConsultTypesView() {
  const { store } = useServices()
  return store.context.identity ? <CategoryPicker /> : <LoadingNotice />
})

const CategoryPicker = observer(function CategoryPicker() {
  const { api, store, platform, navigation } = useServices()
  const c = store.language.t.consult
  const form = useRfqForm(usePostTarget())
  const tree = useRemoteData<CategoryNode[]>(store.language.language, () => consultApi(api).categories())

  if (tree.status === 'loading') return <LoadingNotice />
  if (tree.status === 'failed' && !tree.data) return <PartFailed page onRetry={tree.retry} />
  if (!tree.data?.length) return <NoData />

  const chosen = form.values.categories.map((cat) => cat.id)
  const onChange = (options: CategoryNode[], selected: Id[]) => {
    // AtCheckbox answers the whole new selection of its list: the one option tapped is the difference
    const inList = new Set(options.map((o) => o.id))
    const before = chosen.filter((id) => inList.has(id))
    const tapped = options.find((o) => before.includes(o.id) !== selected.includes(o.id))
    if (!tapped) return
    if (form.toggleCategory({ id: tapped.id, label: tapped.label }) === 'categoriesMax')
      platform.showToast(RFQ_RULE_MESSAGES[store.language.language].categoriesMax)
  }

  return (
    <View className='rfq-types'>
      <View className='rfq-types__head'>
        <Text className='rfq-types__hint'>{format(c.typesHint, { max: LIMITS.rfqMaxCategories })}</Text>
        <View className='rfq-types__chosen' role='status'>
          {format(c.typesChosen, { count: chosen.length })}
        </View>
      </View>
      {tree.data.map((group) => {
        const options = group.children.length ? group.children : [group]
        return (
          <View key={group.id} className='rfq-types__group'>
            <View className='rfq-types__group-title' role='heading' aria-level={3}>
              {group.label}
            </View>
            <AtCheckbox
              className='rfq-types__list'
              customStyle={{}}
              options={options.map((o) => ({ value: o.id, label: o.label }))}
              selectedList={chosen.filter((id) => options.some((o) => o.id === id))}
              onChange={(selected: Id[]) => onChange(options, selected)}
            />
          </View>
        )
      })}
      <View className='rfq-form__submit-bar'>
        <View className='rfq-form__submit' role='button' onClick={() => void navigation.back()}>
          {c.done}
        </View>
      </View>
    </View>
  )
})
