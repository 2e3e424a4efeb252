import type { ImageProps } from '@tarojs/components'

/** The mini-program's image has no such cost (see image-props.h5.ts): nothing to change. */
export const NO_LOAD_EVENT: Partial<ImageProps> = {}
