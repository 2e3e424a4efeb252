// Neutral entry used by jest and the type-checker: the H5 behaviour. The Taro build resolves
// adapter.weapp.ts or adapter.h5.ts by target instead of this file.
export * from './adapter.h5'
