// Loading @tarojs/taro first avoids a circular-import crash reading 'history'; the Taro transformer
// emits classic JSX, so React must be global.
require('@tarojs/taro')
global.React = require('react')
