export * from './client'
export { createEndpoints, type Endpoints } from './endpoints'
export { taroTransport } from './transport'
