// Neutral entry used by jest and the type-checker: the H5 behaviour. The Taro build resolves
// image-props.weapp.ts or image-props.h5.ts by target instead of this file.
export * from './image-props.h5'
