import type { CompanyListItem } from '../types/api'

/** An exhibitor of a list page, as the server answers it; `over` changes what a test needs. */
export function companyListItem(id: number, over: Partial<CompanyListItem> = {}): CompanyListItem {
  return {
    companyProfileId: id,
    companyProfileName: `Company ${id}`,
    logo: '',
    logoWidth: 100,
    logoHeight: 100,
    stand: `1A${id}`,
    hall: '1',
    eventEditionId: 22,
    eventEditionName: 'SIE 2026',
    tags: [],
    collected: 0,
    viewCount: 0,
    collectCount: 0,
    ...over,
  }
}
