// Reads the mini-program build (dist-weapp/) the way WeChat does: app.json's pages and subpackages,
// the WXML compiled by WeChat's own compiler (wcc, shipped in the npm package miniprogram-compiler),
// and the JavaScript run as WeChat runs it — every file a function of the mini-program's globals
// (wx, App, Page, Component, getApp, getCurrentPages), without the browser or Node globals WeChat
// does not have.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import vm from 'node:vm'
import './dom.mjs' // wcc's output checks the view engine's version on the window

const require = createRequire(import.meta.url)

export const DIST_DIR = path.resolve(import.meta.dirname, '../../../dist-weapp')

/**
 * Globals of Node or of a browser that WeChat's JavaScript engine does not have. They are hidden
 * from the build: code that reaches for them behaves as it would on a phone (a `typeof window`
 * check says undefined; React's scheduler falls back to setTimeout, as in WeChat).
 */
const HIDDEN = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'Worker',
  'self',
  // Web Crypto: WeChat has wx.getRandomValues, no global crypto (and Node's accessor throws when
  // read through the sandbox, as @noble/hashes does when it loads)
  'crypto',
  'process',
  'Buffer',
  'require',
  'setImmediate',
  'clearImmediate',
  'MessageChannel',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'Node',
  'Element',
  'HTMLElement',
  'Event',
  'CustomEvent',
  'TouchEvent',
  'getComputedStyle',
  'MutationObserver',
]

/** What a mini-program file is called with (in this order). */
const GLOBALS = [
  'wx',
  'App',
  'Page',
  'Component',
  'Behavior',
  'getApp',
  'getCurrentPages',
  'requirePlugin',
  'console',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  // the device's clock (launch option `now`)
  'Date',
  'global',
  'globalThis',
]
const PARAMS = [
  'require',
  'module',
  'exports',
  '__filename',
  '__dirname',
  ...GLOBALS,
  ...HIDDEN.filter((n) => n !== 'require'),
]

const builds = new Map()

/** The build in `dir`, read and compiled once per process. */
export function loadBuild(dir = DIST_DIR) {
  let build = builds.get(dir)
  if (!build) {
    build = new Build(dir)
    builds.set(dir, build)
  }
  return build
}

class Build {
  constructor(dir) {
    const appJsonPath = path.join(dir, 'app.json')
    if (!fs.existsSync(appJsonPath)) {
      throw new Error(`no mini-program build in ${dir}: run \`npm run build:weapp\` first`)
    }
    this.dir = dir
    this.appJson = JSON.parse(fs.readFileSync(appJsonPath, 'utf8'))
    /** every page of app.json: route without extension, and its subpackage root (undefined = main package) */
    this.pages = [
      ...this.appJson.pages.map((route) => ({ route, pkg: undefined })),
      ...(this.appJson.subPackages ?? this.appJson.subpackages ?? []).flatMap((sub) =>
        sub.pages.map((p) => ({ route: `${sub.root.replace(/\/$/, '')}/${p}`, pkg: sub.root.replace(/\/$/, '') })),
      ),
    ]
    this.packageRoots = this.pages.map((p) => p.pkg).filter(Boolean)
    this.factories = new Map()
    this.templates = new Map()
    this.gwx = null
  }

  hasPage(route) {
    return this.pages.some((p) => p.route === route)
  }

  /** The page's own JSON (title, usingComponents, enableShareAppMessage …). */
  pageJson(route) {
    const file = path.join(this.dir, `${route}.json`)
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
  }

  /** The compiled template of `file` (path relative to the build, without .wxml). */
  template(file) {
    if (!this.gwx) {
      const compiler = require('miniprogram-compiler')
      // One compile for the whole build, as WeChat DevTools does (templates import base.wxml).
      this.gwx = new Function(compiler.wxmlToJs(this.dir))()
    }
    let tpl = this.templates.get(file)
    if (!tpl) {
      tpl = this.gwx(`${file}.wxml`)
      if (typeof tpl !== 'function') throw new Error(`wcc produced no template for ${file}.wxml`)
      this.templates.set(file, tpl)
    }
    return tpl
  }

  /** The subpackage root a build file belongs to (undefined = the main package). */
  packageOf(file) {
    const rel = path.relative(this.dir, file).split(path.sep).join('/')
    return this.packageRoots.find((root) => rel.startsWith(`${root}/`))
  }

  factory(file) {
    let fn = this.factories.get(file)
    if (!fn) {
      const code = fs.readFileSync(file, 'utf8')
      fn = vm.compileFunction(code, PARAMS, { filename: file })
      this.factories.set(file, fn)
    }
    return fn
  }

  /**
   * A module system for one launch of the mini-program: every file runs once per launch, with the
   * launch's own globals. `require` keeps WeChat's package rule: the main package cannot load a
   * subpackage's file, and a subpackage only its own files and the main package's.
   */
  modules(globals) {
    const cache = new Map()
    const hidden = HIDDEN.filter((n) => n !== 'require').map(() => undefined)
    const values = GLOBALS.map((name) => globals[name])
    const load = (file, from) => {
      if (!file.endsWith('.js')) file += '.js'
      const cached = cache.get(file)
      if (cached) return cached.exports
      if (from) {
        const fromPkg = this.packageOf(from)
        const toPkg = this.packageOf(file)
        if (toPkg && toPkg !== fromPkg) {
          const rel = (f) => path.relative(this.dir, f)
          throw new Error(
            `${rel(from)} requires ${rel(file)}: ${fromPkg ? `subpackage ${fromPkg}` : 'the main package'} cannot load a file of subpackage ${toPkg}`,
          )
        }
      }
      if (!fs.existsSync(file)) throw new Error(`module not found in the build: ${path.relative(this.dir, file)}`)
      const module = { exports: {} }
      cache.set(file, module)
      const localRequire = (request) => load(path.resolve(path.dirname(file), request), file)
      this.factory(file).call(
        module.exports,
        localRequire,
        module,
        module.exports,
        file,
        path.dirname(file),
        ...values,
        ...hidden,
      )
      return module.exports
    }
    return { load: (rel) => load(path.join(this.dir, rel)) }
  }
}

/** A global object for one launch: Node's built-ins, without what WeChat lacks. */
export function sandboxGlobal(extra) {
  const sandbox = Object.create(globalThis)
  // defineProperty, not assignment: some of Node's globals are accessors whose setters would
  // replace the real global.
  const own = (name, value) =>
    Object.defineProperty(sandbox, name, { value, writable: true, configurable: true, enumerable: true })
  for (const name of HIDDEN) own(name, undefined)
  for (const [name, value] of Object.entries(extra)) own(name, value)
  own('global', sandbox)
  own('globalThis', sandbox)
  return sandbox
}
