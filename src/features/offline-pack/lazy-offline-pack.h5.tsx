import { lazyPart } from '../../components/lazy-part'
import type { OfflinePackCardProps } from './components/offline-pack-card'

// The card, its store, its words and the download's code come once the home is idle: nothing of
// it is in the first load (bench:size). Offline before it came, the home shows a retry notice in
// its place.
const OfflinePackCard = lazyPart<OfflinePackCardProps>(() =>
  import(/* webpackChunkName: "offline-pack" */ './components/offline-pack-card').then((m) => m.OfflinePackCard),
)

export const OfflinePackSlot = OfflinePackCard
