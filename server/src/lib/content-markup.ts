import type { ContentBlock, ContentSpan } from '../../../types/api.js'

/**
 * The content pages' text as editors write it in the database, a small Markdown subset:
 * `## heading`, `- list item`, paragraphs separated by blank lines, `**strong**` and `[text](href)`.
 * Links may point to an app route (`/exhibitors/list`), an http(s) site, `tel:` or `mailto:`; any
 * other target (javascript:, data:, relative paths without /) stays plain text, so an edit can
 * never make the app run or open something unexpected.
 */
export function parseContent(text: string): ContentBlock[] {
  const blocks: ContentBlock[] = []
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', spans: parseInline(paragraph.join(' ')) })
    paragraph = []
  }
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (!line) {
      flush()
      continue
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line)
    const item = /^[-*]\s+(.*)$/.exec(line)
    if (heading) {
      flush()
      blocks.push({ type: 'heading', spans: parseInline(heading[1]!) })
    } else if (item) {
      flush()
      blocks.push({ type: 'item', spans: parseInline(item[1]!) })
    } else paragraph.push(line)
  }
  flush()
  return blocks
}

const SAFE_HREF = /^(\/[A-Za-z0-9/_\-?=&.%]*|https?:\/\/[^\s]+|tel:[+\d\-\s()]+|mailto:[^\s@]+@[^\s@]+)$/

export function safeHref(href: string): string | undefined {
  const h = href.trim()
  return SAFE_HREF.test(h) && !h.startsWith('//') ? h : undefined
}

function parseInline(text: string): ContentSpan[] {
  const spans: ContentSpan[] = []
  const re = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g
  let last = 0
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) spans.push({ text: text.slice(last, m.index) })
    if (m[1] !== undefined) {
      const href = safeHref(m[2]!)
      spans.push(href ? { text: m[1], href } : { text: m[1] })
    } else spans.push({ text: m[3]!, strong: true })
    last = m.index + m[0].length
  }
  if (last < text.length) spans.push({ text: text.slice(last) })
  return spans
}
