export { HomeView } from './components/home-view'
export { useHomePage } from './hooks/use-home-page'
export { HomeStore, type HomeApi, type HomeStatus } from './home-store'
export { HOME_MENU, reachableMenu, type MenuEntry } from './menu'
