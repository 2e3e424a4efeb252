export { PolicyView } from './components/policy-view'
