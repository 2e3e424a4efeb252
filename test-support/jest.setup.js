// Loading @tarojs/taro first avoids a circular-import crash reading 'history'; the Taro transformer
// emits classic JSX, so React must be global.
const Taro = require('@tarojs/taro')
global.React = require('react')
// The build sets this up from config/index.ts (designWidth 750); components call Taro.pxTransform.
Taro.initPxTransform({ designWidth: 750, deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 } })
