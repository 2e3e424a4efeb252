export { MyDataView } from './components/my-data-view'
export { startFresh } from './fresh-start'
