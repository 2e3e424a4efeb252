// The mini-program (and jest) carry the card with the home: weapp builds do not split chunks. The
// H5 build loads it on idle instead (lazy-offline-pack.h5.tsx).
export { OfflinePackCard as OfflinePackSlot } from './components/offline-pack-card'
