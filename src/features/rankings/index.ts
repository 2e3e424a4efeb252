export { HotHitsView, BillboardView } from './components/rankings'
