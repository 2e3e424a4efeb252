// Loading @tarojs/taro first avoids a circular-import crash reading 'history'; the Taro transformer
// emits classic JSX, so React must be global.
const Taro = require('@tarojs/taro')
global.React = require('react')
// The build sets this up from config/index.ts (designWidth 750); components call Taro.pxTransform.
Taro.initPxTransform({ designWidth: 750, deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 } })
// Taro's lifecycle hooks (useDidShow …) read React from the framework runtime, which the app's
// entry sets up; do the same so components using them render outside a Taro page.
require('@tarojs/plugin-framework-react/dist/runtime').createH5NativeComponentConfig(
  () => null,
  require('react'),
  require('react-dom'),
)
