export interface QrCodeProps {
  /** what the code holds */
  text: string
  /** CSS px */
  size: number
  label: string
}
