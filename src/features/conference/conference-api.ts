import type { Endpoints } from '../../services/api'
import type { ConferenceListApi } from './list-store'

/** The list store's calls, from the typed endpoints. */
export function conferenceApi(api: Endpoints): ConferenceListApi {
  return {
    getSessionFilters: (q) => api.getSessionFilters(q),
    getSessionList: (q) => api.getSessionList(q),
  }
}
