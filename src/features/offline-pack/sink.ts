import { applyEditionPack, heldPackVersion, type LazyOfflineAnswers } from '../offline'
import type { PackSink } from './pack-store'

const sinks = new WeakMap<LazyOfflineAnswers, PackSink>()

/**
 * The pack's sink in the app: the offline edition data (src/features/offline), whose module is
 * loaded first if the page was not idle yet. A module that cannot load (offline before it ever
 * came) fails the save, so the held pack, if any, stays as it was.
 */
export function offlineDataSink(offline: LazyOfflineAnswers): PackSink {
  let sink = sinks.get(offline)
  if (!sink) {
    const ready = async () => {
      if (!(await offline.preload())) throw new Error('offline pack: the offline data could not load')
    }
    sink = {
      applyEditionPack: async (pack) => {
        await ready()
        return applyEditionPack(pack)
      },
      heldPackVersion: async (eventCode, language) => {
        await ready()
        return heldPackVersion(eventCode, language)
      },
    }
    sinks.set(offline, sink)
  }
  return sink
}
