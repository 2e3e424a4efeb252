export interface TextAreaProps {
  className?: string
  value: string
  maxLength?: number
  placeholder?: string
  /**
   * The field's name for screen readers, when the placeholder is not a good one. (Not `ariaLabel`:
   * Taro's JSX transform turns an attribute of that name into `aria-label`, so it never arrives.)
   */
  label?: string
  onChange: (value: string) => void
}
