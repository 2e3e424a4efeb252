import type { ImageProps } from '@tarojs/components'

/**
 * Props for a Taro Image that needs no load event. Taro's H5 Image always listens for `load` and
 * reads the image's width and height there, which forces a layout for every image that arrives:
 * a grid of cards paid ~15 ms per batch of images on a phone-speed CPU (measured, see
 * docs/decisions.md "First screen"). Its `imgProps` are spread last onto the <img>, so this
 * removes the listener.
 */
export const NO_LOAD_EVENT: Partial<ImageProps> = { imgProps: { onLoad: undefined } }

/**
 * An image's text alternative, added to `props` (NO_LOAD_EVENT or nothing). '' says the image is
 * decorative: what it shows is in the text beside it (a card's name, a speaker's name), so a screen
 * reader skips it instead of reading the file name. On H5 it is the <img>'s alt: Taro's Image
 * renders a <div> around it, on which an aria-label is not allowed without a role (Lighthouse's
 * aria-prohibited-attr), and an <img> without alt fails image-alt.
 */
export function imageAlt(alt: string, props: Partial<ImageProps> = {}): Partial<ImageProps> {
  return { ...props, imgProps: { ...props.imgProps, alt } }
}
