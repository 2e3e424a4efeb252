export { ExhibitorDetailView } from './components/exhibitor-detail'
export { ProductDetailView } from './components/product-detail'
export { mediaUrl } from './media'
