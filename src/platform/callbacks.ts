/**
 * Taro promisifies the wx APIs: a call made with success/fail callbacks also returns a promise, and
 * that promise rejects when the call fails. Where the fail callback already handles the failure,
 * the promise's rejection would go unhandled (an error in WeChat's console, and fatal in the
 * mini-program tests): this marks it handled and returns the call's result (a task, for downloads)
 * untouched.
 */
export function callbacksOnly<T>(result: T): T {
  const maybePromise = result as { catch?: (onRejected: () => void) => unknown } | undefined
  if (typeof maybePromise?.catch === 'function') maybePromise.catch(() => undefined)
  return result
}
