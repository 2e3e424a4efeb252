export { ContentPageView } from './components/content-page'
export { NewsListView, NewsDetailView } from './components/news'
export { classifyLink, openContentLink, type ContentLink } from './open-link'
export { ContentBlocks } from './components/content-blocks'
