import type { Endpoints } from '../../services/api'
import type { DirectoryApi } from '../directory/list-store'

/**
 * Search results are the directory lists with the keyword in the kind's name field; the server
 * matches Chinese substrings, English case-insensitively and pinyin (full or initials).
 */
export function searchApi(api: Pick<Endpoints, 'listCompanies' | 'listProducts'>): DirectoryApi {
  return {
    homeData: () => Promise.reject(new Error('search results have no filters')),
    listPage: (kind, query, { keyword, ...filter }) =>
      kind === 'exhibitors'
        ? api.listCompanies(query, { ...filter, companyProfileName: keyword })
        : api.listProducts(query, { ...filter, productName: keyword }),
  }
}
