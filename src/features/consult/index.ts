export { ConsultListView, usePostAction } from './components/pool-list'
export { ConsultDetailView } from './components/rfq-detail'
export { ConsultPostView } from './components/post-form'
export { ConsultTypesView } from './components/category-picker'
