import type { Endpoints } from '../../services/api'
import type { DirectoryApi } from './list-store'

/** Binds the directory list to the typed endpoints; the search text goes in the kind's name field. */
export function directoryApi(
  api: Pick<Endpoints, 'getCompanyHomeData' | 'getProductHomeData' | 'listCompanies' | 'listProducts'>,
): DirectoryApi {
  return {
    homeData: (kind) => (kind === 'exhibitors' ? api.getCompanyHomeData() : api.getProductHomeData()),
    listPage: (kind, query, { keyword, ...filter }) =>
      kind === 'exhibitors'
        ? api.listCompanies(query, { ...filter, companyProfileName: keyword })
        : api.listProducts(query, { ...filter, productName: keyword }),
  }
}
