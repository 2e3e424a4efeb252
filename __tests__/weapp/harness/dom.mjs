// The view layer of the simulation: WeChat's own component system (miniprogram-exparser, driven by
// j-component) renders into a jsdom document, as it renders into the webview in WeChat. jsdom's
// globals exist for that layer only; the build's code never sees them (see build.mjs).
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { JSDOM } = require('jsdom')

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { pretendToBeVisual: true })
const win = dom.window

// What exparser and j-component read from the global scope (they were written for a browser).
for (const name of ['window', 'document', 'Node', 'Element', 'HTMLElement', 'Event', 'CustomEvent', 'TouchEvent']) {
  Object.defineProperty(globalThis, name, {
    value: name === 'window' ? win : win[name],
    configurable: true,
    writable: true,
  })
}
globalThis.getComputedStyle = win.getComputedStyle.bind(win)
// WeChat's wcc output checks the view engine's version before it renders anything.
win.__webview_engine_version__ = 0.02

export const jComponent = require('j-component')
export const exparser = require('miniprogram-exparser')

/**
 * WeChat's built-in components. They render their children; the properties listed are the ones the
 * simulation acts on (a button's open-type, an image's src, a scroll-view's refresher), so they can be
 * read back from the rendered node. Everything else (layout, native drawing) is out of reach.
 */
const BUILT_INS = {
  view: {},
  text: {},
  image: { src: String, mode: String },
  'scroll-view': {
    scrollY: Boolean,
    scrollX: Boolean,
    refresherEnabled: Boolean,
    refresherTriggered: Boolean,
    lowerThreshold: null,
  },
  button: { openType: String, disabled: Boolean, loading: Boolean },
  input: { value: String, placeholder: String, type: String, password: Boolean, disabled: Boolean, maxlength: Number },
  textarea: { value: String, placeholder: String, disabled: Boolean, maxlength: Number },
  switch: { checked: Boolean },
  checkbox: { checked: Boolean, value: String },
  radio: { checked: Boolean, value: String },
  picker: { value: null, mode: String },
  'web-view': { src: String },
  navigator: { url: String, openType: String },
}
const OTHER_TAGS = [
  'cover-image',
  'cover-view',
  'grid-view',
  'list-view',
  'match-media',
  'movable-area',
  'movable-view',
  'page-container',
  'root-portal',
  'share-element',
  'sticky-header',
  'sticky-section',
  'swiper',
  'swiper-item',
  'icon',
  'progress',
  'rich-text',
  'checkbox-group',
  'editor',
  'form',
  'keyboard-accessory',
  'label',
  'picker-view',
  'picker-view-column',
  'radio-group',
  'slider',
  'functional-page-navigator',
  'audio',
  'camera',
  'channel-live',
  'channel-video',
  'live-player',
  'live-pusher',
  'video',
  'voip-room',
  'map',
  'canvas',
  'ad',
  'ad-custom',
  'official-account',
  'open-data',
  'navigation-bar',
  'page-meta',
]
for (const name of OTHER_TAGS) BUILT_INS[name] ??= {}
for (const [name, props] of Object.entries(BUILT_INS)) {
  const properties = Object.fromEntries(Object.entries(props).map(([key, type]) => [key, { type }]))
  jComponent.register({ id: name, tagName: `wx-${name}`, template: '<slot/>', properties })
}

/** A container in the document for one page's rendered tree. */
export function mountPoint() {
  const el = win.document.createElement('div')
  win.document.body.appendChild(el)
  return el
}

export { win as window }
