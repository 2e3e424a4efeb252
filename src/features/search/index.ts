export { HotSearchView } from './components/hot-search'
export { SearchResultsView } from './components/search-results'
export {
  addRecentSearch,
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
  RECENT_SEARCHES_KEY,
} from './recent-searches'
