// Taro.request's jsonp mode is never used here (all calls are JSON over CORS/same origin); the
// library it pulls in would cost first-load bytes on every page.
module.exports = function jsonpUnsupported() {
  return Promise.reject(new Error('jsonp is not supported in this build'))
}
