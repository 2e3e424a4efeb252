import type { ImageProps } from '@tarojs/components'

/** The mini-program's image has no such cost (see image-props.h5.ts): nothing to change. */
export const NO_LOAD_EVENT: Partial<ImageProps> = {}

/** The mini-program's image is the element itself: a name goes on it as aria-label (none when decorative). */
export function imageAlt(alt: string, props: Partial<ImageProps> = {}): Partial<ImageProps> {
  // an attribute Taro's ImageProps does not list, though the mini-program's image takes it
  return alt ? Object.assign({}, props, { 'aria-label': alt }) : props
}
