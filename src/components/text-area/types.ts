export interface TextAreaProps {
  className?: string
  value: string
  maxLength?: number
  placeholder?: string
  /** when the placeholder is not a good name for the field */
  ariaLabel?: string
  onChange: (value: string) => void
}
