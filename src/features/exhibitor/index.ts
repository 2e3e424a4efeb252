/** Exhibitor self-service (issue 14): what other parts of the app may use. See README.md. */
export { CertificationView } from './certification-view'
export { ExhibitorEditView } from './edit/exhibitor-edit-view'
export { ProductEditView } from './edit/product-edit-view'
export { MyExhibitorView } from './my/my-exhibitor-view'
export { SharePosterView } from './share/share-poster-view'
export { PhoneVerify } from './verify/phone-verify'
export { EditorGate } from './verify/editor-gate'
