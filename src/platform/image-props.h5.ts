import type { ImageProps } from '@tarojs/components'

/**
 * Props for a Taro Image that needs no load event. Taro's H5 Image always listens for `load` and
 * reads the image's width and height there, which forces a layout for every image that arrives:
 * a grid of cards paid ~15 ms per batch of images on a phone-speed CPU (measured, see
 * docs/decisions.md "First screen"). Its `imgProps` are spread last onto the <img>, so this
 * removes the listener.
 */
export const NO_LOAD_EVENT: Partial<ImageProps> = { imgProps: { onLoad: undefined } }
