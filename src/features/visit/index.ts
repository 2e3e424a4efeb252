export { RegisterView } from './components/register-view'
export { BadgeView, BadgeCard } from './components/badge-view'
export { FormField } from './components/form-field'
export { qrMatrix, qrPath } from './qr-matrix'
// the meeting QR code of a stand (issue 29.4) is drawn the same way as the badge
export { QrCode } from './components/qr-code'
