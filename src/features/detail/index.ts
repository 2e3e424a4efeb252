export { ExhibitorDetailView } from './components/exhibitor-detail'
export { ProductDetailView } from './components/product-detail'
export { useRouteQuery, queryId } from './use-route-query'
export { mediaUrl } from './media'
