// Replaces polyfills the H5 build does not need: every browser we support (see browserslist in
// package.json: WeChat's XWeb/X5, iOS Safari 12+, Chrome 70+) ships fetch and AbortController.
module.exports = {}
