import type { ApiEnvelope } from '../../../types/api.js'

export function ok<T>(resultList: T, resultDesc?: string): ApiEnvelope<T> {
  return resultDesc === undefined ? { result: 'OK', resultList } : { result: 'OK', resultDesc, resultList }
}
export function fail(resultDesc: string, resultCode: string): ApiEnvelope<never> {
  return { result: 'FAIL', resultDesc, resultCode }
}
