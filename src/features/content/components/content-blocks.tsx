import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useServices } from '../../../app-context'
import type { ContentBlock } from '../../../../types/api'
import { openContentLink } from '../open-link'
import './content.scss'

/** Server content (headings, paragraphs, list items, links) as the app's own text. */
export const ContentBlocks = observer(function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  const { navigation, platform, store } = useServices()
  const open = (href: string) =>
    void openContentLink(href, { navigation, platform, copiedText: store.language.t.common.linkCopied })
  return (
    <View className='content-blocks'>
      {blocks.map((b, i) => {
        const spans = b.spans.map((s, j) =>
          s.href ? (
            <View key={j} className='content-blocks__link' role='link' data-href={s.href} onClick={() => open(s.href!)}>
              {s.text}
            </View>
          ) : (
            <Text key={j} className={s.strong ? 'content-blocks__strong' : undefined}>
              {s.text}
            </Text>
          ),
        )
        if (b.type === 'heading')
          return (
            <View key={i} className='content-blocks__heading' role='heading' aria-level={2}>
              {spans}
            </View>
          )
        if (b.type === 'item')
          return (
            <View key={i} className='content-blocks__item'>
              <View className='content-blocks__bullet' />
              <View className='content-blocks__item-text'>{spans}</View>
            </View>
          )
        return (
          <View key={i} className='content-blocks__paragraph'>
            {spans}
          </View>
        )
      })}
    </View>
  )
})
