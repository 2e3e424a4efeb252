export interface DialCodePickerProps {
  /** the chosen dial code, '+86' */
  value: string
  /** the picker's entries: a region's dial code and how it reads ('+44 United Kingdom') */
  options: ReadonlyArray<{ region: string; dial: string; text: string }>
  /** the field's name for screen readers */
  label: string
  onChange: (dial: string) => void
}
