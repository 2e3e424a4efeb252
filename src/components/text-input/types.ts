export interface TextInputProps {
  value: string
  onChange: (value: string) => void
  /** the visitor left the field */
  onBlur?: () => void
  /**
   * 'number' and 'phone' bring up the digit keyboard (a phone number is at most 11 digits unless
   * maxLength says more); 'email' the address keyboard (type=email on the web)
   */
  type?: 'text' | 'number' | 'phone' | 'email'
  placeholder?: string
  maxLength?: number
  /**
   * The field's name for screen readers (its visible label). (Not `ariaLabel`: Taro's JSX transform
   * turns an attribute of that name into `aria-label`, so it never arrives.)
   */
  label: string
  /** the field's message is showing */
  invalid?: boolean
  /** a stable name (forms, tests) */
  name?: string
  className?: string
}
