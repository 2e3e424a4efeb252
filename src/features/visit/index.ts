export { RegisterView } from './components/register-view'
export { BadgeView, BadgeCard } from './components/badge-view'
export { FormField } from './components/form-field'
export { qrMatrix, qrPath } from './qr-matrix'
