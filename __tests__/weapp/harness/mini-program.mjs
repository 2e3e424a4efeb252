// One launch of the built mini-program in Node: App() and the pages' Page() definitions from the
// real dist-weapp/, rendered by WeChat's component system, with the simulated wx of wx.mjs and a
// page stack that follows navigateTo / redirectTo / navigateBack / reLaunch as WeChat does.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { loadBuild, sandboxGlobal } from './build.mjs'
import { exparser, jComponent, mountPoint } from './dom.mjs'
import { PageHandle, StepError } from './page.mjs'
import { createWx, WxError } from './wx.mjs'

/** The base URL the weapp build carries unless built with RXWEB_BASE_URL / SHOW_BASE_URL. */
export const BAKED_BASE_URL = 'http://127.0.0.1:3000'

/** An iPhone with WeChat's own navigation bar: the window is the screen minus status and nav bars. */
export const DEFAULT_SYSTEM = {
  brand: 'iPhone',
  model: 'iPhone 13',
  system: 'iOS 17.0',
  platform: 'ios',
  version: '8.0.50',
  SDKVersion: '3.5.0',
  language: 'zh_CN',
  pixelRatio: 3,
  screenWidth: 375,
  screenHeight: 812,
  windowWidth: 375,
  windowHeight: 724,
  statusBarHeight: 44,
  safeArea: { left: 0, right: 375, top: 44, bottom: 778, width: 375, height: 734 },
  fontSizeSetting: 16,
  theme: 'light',
}

/**
 * How the simulated person answers, per prompt. A value, or a function of the request returning one.
 * README.md lists every prompt; these are the defaults.
 */
export const DEFAULT_ANSWERS = {
  /** showModal: 'confirm' | 'cancel' | { confirm, content } */
  modal: 'confirm',
  /** showActionSheet: an item index | 'cancel' */
  actionSheet: 'cancel',
  /** makePhoneCall: 'call' | 'cancel' */
  phoneCall: 'call',
  /** scanCode: { result, scanType?, path? } | 'cancel' */
  scanCode: 'cancel',
  /** wx.login: 'accept' (a fresh code) | 'fail' */
  login: 'accept',
  /** wx.authorize: 'accept' | 'refuse' */
  authorize: 'accept',
  /** wx.getUserProfile: 'accept' | 'refuse' */
  userProfile: 'accept',
  /** requestSubscribeMessage: 'accept' | 'reject' | 'ban' | 'fail' (main switch off) | { [tmplId]: 'accept' | 'reject' | 'ban' } */
  subscribeMessage: 'accept',
  /** addPhoneCalendar / addPhoneRepeatCalendar: 'accept' | 'refuse' */
  phoneCalendar: 'accept',
  /** <button open-type="getPhoneNumber">: 'accept' | 'refuse' | { code } (the code WeChat hands over) */
  phoneNumber: 'accept',
  /** chooseMedia / chooseImage: a list of { bytes?, ext?, fileType?, width?, height? } (default one tiny PNG) | 'cancel' */
  chooseMedia: [{}],
  /** connectSocket: 'open' | 'refuse' */
  socket: 'open',
  /**
   * WeChat's privacy guide (app.json __usePrivacyCheck__): 'agreed' (earlier: no sheet) | 'ask' (not
   * yet: the app's onNeedPrivacyAuthorization listener shows its sheet, the test taps agree or refuse)
   */
  privacy: 'agreed',
}

const MAX_PAGES = 10
let launchSerial = 0
/**
 * Launches still open, newest last. Process-level errors (unhandled rejections, exparser's) cannot
 * say whose they are: the newest open launch receives them.
 */
const openLaunches = []
const newestOpen = () => openLaunches[openLaunches.length - 1] ?? null

process.on('unhandledRejection', (reason) => {
  const mp = newestOpen()
  if (mp) mp.reportError(reason, 'unhandled promise rejection')
  else throw reason
})
exparser.addGlobalErrorListener((error, info) => {
  const mp = newestOpen()
  if (!mp) return true
  mp.reportError(error, info?.message ?? 'component error')
  return false
})

function splitUrl(url) {
  const [pathPart, search = ''] = String(url).split('?')
  const query = {}
  for (const pair of search.split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    // WeChat hands the values to onLoad as they appear in the URL (still encoded).
    if (eq < 0) query[pair] = ''
    else query[pair.slice(0, eq)] = pair.slice(eq + 1)
  }
  return { pathPart, query, search }
}

/** `{ a: 'x y' }` → 'a=x%20y' (what a link in the app would carry). */
export function toSearch(query = {}) {
  return Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
}

export class MiniProgram {
  constructor(options = {}) {
    this.id = ++launchSerial
    this.options = options
    this.serverUrl = (options.serverUrl ?? process.env.WEAPP_SERVER_URL ?? '').replace(/\/$/, '')
    if (!this.serverUrl) throw new Error('MiniProgram: no serverUrl (start the reference server, see README.md)')
    this.bakedBaseUrl = options.bakedBaseUrl ?? BAKED_BASE_URL
    this.build = loadBuild(options.dist)
    this.system = { ...DEFAULT_SYSTEM, ...(options.system ?? {}) }
    this.answers = { ...DEFAULT_ANSWERS, ...(options.answers ?? {}) }
    /** every wx call a person would notice, in order: { api, page, ...details } */
    this.calls = []
    /** exceptions from the build: thrown in lifecycles, handlers, timers, or unhandled rejections */
    this.errors = []
    this.console = []
    /** wx APIs the build read that the simulation lacks (wx.cloud is feature detection only) */
    this.missingApis = new Set()
    this.storage = new Map()
    for (const [k, v] of Object.entries(options.storage ?? {})) this.storage.set(k, JSON.stringify({ data: v }))
    this.files = new Map()
    this.tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-harness-'))
    this.stack = []
    this.listeners = new Map()
    this.sockets = []
    /** 2D canvases the build drew on (selector query `fields({ node: true })`): id → { calls, texts } */
    this.canvases = new Map()
    this.authSetting = {}
    /** the person agreed to the privacy guide (privacyGate in wx.mjs) */
    this.privacyAgreed = false
    /** ids of the open-type="agreePrivacyAuthorization" buttons tapped, which WeChat checks */
    this.privacyAgreeTapped = new Set()
    /** no connection (setOnline): requests fail as WeChat's do without a network */
    this.offline = options.offline === true
    this.shareMenu = { shown: false }
    this.clipboard = undefined
    this.loading = null
    this.inflight = 0
    this.closed = false
    this.gestureUntil = 0
    this.step = 'launch'
    this.timers = this.createTimers()
    this.wx = createWx(this)
    this.definitions = new Map()
    this.componentIds = new Map()
    this.capture = null
  }

  // ---- launch ----

  /** Runs app.js, App's onLaunch and onShow, then opens the entry page (WeChat's order). */
  async launch() {
    openLaunches.push(this)
    const { pathPart, query } = splitUrl(this.options.path ?? this.build.pages[0].route)
    const entry = pathPart.replace(/^\//, '')
    this.launchOptions = {
      path: entry,
      query: { ...query, ...(this.options.query ?? {}) },
      scene: this.options.scene ?? 1001,
      referrerInfo: {},
      ...(this.options.shareTicket ? { shareTicket: this.options.shareTicket } : {}),
    }
    this.globals = {
      wx: this.wx,
      App: (def) => {
        this.appDefinition = def
      },
      Page: (def) => {
        if (!this.capture) throw new Error('Page() called outside a page file')
        this.capture.page = def
      },
      Component: (def) => {
        if (!this.capture) throw new Error('Component() called outside a component file')
        this.capture.component = def
      },
      Behavior: (def) => def,
      getApp: () => this.app,
      getCurrentPages: () => this.stack.map((p) => p.instance),
      requirePlugin: () => {
        throw new Error('requirePlugin: plugins are not simulated')
      },
      console: this.createConsole(),
      ...this.timers,
      Date: this.options.now === undefined ? Date : deviceDate(this.options.now),
    }
    this.globals.global = sandboxGlobal(this.globals)
    this.globals.globalThis = this.globals.global
    this.modules = this.build.modules(this.globals)

    this.run('run app.js', () => this.modules.load('app.js'))
    if (!this.appDefinition) throw this.fail('app.js did not call App()')
    this.app = this.appDefinition
    this.run('App.onLaunch', () => this.app.onLaunch?.call(this.app, { ...this.launchOptions }))
    this.run('App.onShow', () => this.app.onShow?.call(this.app, { ...this.launchOptions }))
    this.emit('appShow', { ...this.launchOptions })

    if (this.build.hasPage(entry)) {
      await this.openPage(entry, this.launchOptions.query, 'appLaunch')
    } else {
      // WeChat asks the app what to do with an entry page that does not exist.
      const res = { path: entry, query: this.launchOptions.query, isEntryPage: true }
      this.record('pageNotFound', { path: entry })
      this.run('App.onPageNotFound', () => this.app.onPageNotFound?.call(this.app, res))
      this.emit('pageNotFound', res)
    }
    this.step = 'launched'
    return this
  }

  // ---- pages ----

  get page() {
    return this.stack[this.stack.length - 1]
  }

  /** The route of the page on top, e.g. 'pages/exhibitors/detail/index'. */
  get route() {
    return this.page?.route
  }

  /** Loads a page file once per launch and keeps the definition its Page() call registered. */
  pageDefinition(route) {
    let def = this.definitions.get(route)
    if (!def) {
      this.capture = {}
      try {
        this.run(`run ${route}.js`, () => this.modules.load(`${route}.js`))
        def = this.capture.page
      } finally {
        this.capture = null
      }
      if (!def) {
        throw this.fail(
          `${route}.js did not call Page(): a chunk it waits for was never loaded (subpackage or common chunk missing?)`,
        )
      }
      this.definitions.set(route, def)
    }
    return def
  }

  /** Registers a custom component of the build (usingComponents) once per launch. */
  componentId(file) {
    let id = this.componentIds.get(file)
    if (id) return id
    id = `harness-${this.id}-${file.replace(/[^a-z0-9]/gi, '-')}`
    this.componentIds.set(file, id)
    this.capture = {}
    let def
    try {
      this.run(`run ${file}.js`, () => this.modules.load(`${file}.js`))
      def = this.capture.component
    } finally {
      this.capture = null
    }
    if (!def) throw this.fail(`${file}.js did not call Component()`)
    const json = JSON.parse(fs.readFileSync(path.join(this.build.dir, `${file}.json`), 'utf8'))
    const using = this.resolveUsing(file, json.usingComponents)
    const { methods, lifetimes, ...rest } = def
    jComponent.register({
      ...rest,
      id,
      tagName: path.basename(file),
      template: this.build.template(file),
      usingComponents: using,
      methods,
      lifetimes,
      options: { ...(def.options ?? {}), classPrefix: '' },
    })
    return id
  }

  resolveUsing(file, usingComponents = {}) {
    const out = {}
    for (const [tag, rel] of Object.entries(usingComponents)) {
      const target = rel.startsWith('/')
        ? rel.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(file), rel))
      out[tag] = target === file ? this.componentIds.get(file) : this.componentId(target)
    }
    return out
  }

  pageComponentId(route, def) {
    const key = `page:${route}`
    let id = this.componentIds.get(key)
    if (!id) {
      id = `harness-${this.id}-page-${route.replace(/[^a-z0-9]/gi, '-')}`
      const json = this.build.pageJson(route)
      const methods = {}
      for (const [name, value] of Object.entries(def)) if (typeof value === 'function') methods[name] = value
      jComponent.register({
        id,
        tagName: 'page',
        template: this.build.template(route),
        usingComponents: this.resolveUsing(route, json.usingComponents),
        data: def.data ?? {},
        methods,
        options: { classPrefix: '' },
      })
      this.componentIds.set(key, id)
    }
    return id
  }

  /** Creates the page, then onLoad(query) and onShow; onReady follows its first render. */
  async openPage(route, query, how) {
    if (!this.build.hasPage(route)) throw new Error(`page "${route}" is not found`)
    const def = this.pageDefinition(route)
    const id = this.pageComponentId(route, def)
    const json = this.build.pageJson(route)
    const comp = jComponent.create(id)
    const mount = mountPoint()
    comp.attach(mount)
    const page = new PageHandle(this, {
      route,
      query,
      comp,
      mount,
      json,
      how,
      title: json.navigationBarTitleText ?? this.build.appJson.window?.navigationBarTitleText ?? '',
    })
    Object.assign(page.instance, { route, __route__: route, options: { ...query } })
    this.stack.push(page)
    this.record('openPage', { route, query: { ...query }, how })
    // onLoad gets the query only: a second argument is Taro's prerender hook, not a callback.
    page.lifecycle('onLoad', { ...query })
    page.lifecycle('onShow')
    page.firstRender.then(() => {
      if (page.state !== 'unloaded') page.lifecycle('onReady')
    })
    return page
  }

  unloadTop() {
    const page = this.stack.pop()
    page.lifecycle('onUnload')
    page.state = 'unloaded'
    page.comp.detach()
    page.mount.remove()
    return page
  }

  resolveRoute(url) {
    const { pathPart, query } = splitUrl(url)
    let route = pathPart
    if (!route.startsWith('/') && this.page) {
      route = path.posix.normalize(path.posix.join(path.posix.dirname(this.page.route), route))
    }
    route = route.replace(/^\//, '').replace(/\.html$/, '')
    return { route, query }
  }

  /** WeChat's routing APIs, followed (called by the simulated wx). */
  async navigate(kind, options) {
    this.record(kind, { url: options.url, delta: options.delta, from: this.route })
    if (kind === 'switchTab') throw new Error('can not switch to no-tabBar page')
    if (kind === 'navigateBack') {
      const delta = Math.max(1, options.delta ?? 1)
      if (this.stack.length <= 1) throw new Error('cannot navigate back at first page.')
      for (let i = 0; i < delta && this.stack.length > 1; i++) this.unloadTop()
      this.page.show()
      return {}
    }
    if (!options.url) throw new Error('parameter error: parameter.url should be String')
    const { route, query } = this.resolveRoute(options.url)
    if (!this.build.hasPage(route)) throw new Error(`page "${route}" is not found`)
    if (kind === 'navigateTo') {
      if (this.stack.length >= MAX_PAGES) throw new Error('webview count limit exceed')
      this.page?.hide()
    } else if (kind === 'redirectTo') {
      if (this.page) this.unloadTop()
    } else if (kind === 'reLaunch') {
      while (this.stack.length) this.unloadTop()
    }
    await this.openPage(route, query, kind)
    return {}
  }

  /**
   * Opens a page as a person's tap would: navigateTo from the current page (the first page of a
   * launch is opened by `launch`). `route` may carry a query string; `query` values are encoded.
   */
  async open(route, query = {}) {
    const search = toSearch(query)
    const url = `/${route.replace(/^\//, '')}${search ? (route.includes('?') ? '&' : '?') + search : ''}`
    await new Promise((resolve, reject) =>
      this.wx.navigateTo({ url, success: resolve, fail: (res) => reject(this.fail(`open ${url}: ${res.errMsg}`)) }),
    )
    return this.page
  }

  /** The native back button (WeChat's own bar): the top page unloads, the one below shows. */
  async back() {
    if (this.stack.length <= 1) throw this.fail('back: there is no page below this one')
    this.record('nativeBack', { from: this.route })
    this.unloadTop()
    this.page.show()
    await this.tick()
    return this.page
  }

  /** The mini-program goes to the background and comes back (App and page onHide / onShow). */
  async hideAndShow() {
    this.page?.hide()
    this.run('App.onHide', () => this.app.onHide?.call(this.app))
    this.emit('appHide', {})
    await this.tick()
    const res = { path: this.route, query: this.page?.query ?? {}, scene: 1001 }
    this.run('App.onShow', () => this.app.onShow?.call(this.app, res))
    this.emit('appShow', res)
    this.page?.show()
    await this.tick()
  }

  /** The stored values ({ key: value }): pass as `storage` to a later launch to be the same visitor. */
  storageSnapshot() {
    return Object.fromEntries([...this.storage].map(([k, text]) => [k, JSON.parse(text).data]))
  }

  /** wx.setNavigationBarTitle: the title of the page on top. */
  setTitle(title) {
    if (!this.page) return
    this.page.title = title
    this.page.titles.push(title)
  }

  // ---- what was recorded ----

  /**
   * The phone loses or gets back its connection: requests, downloads and uploads fail as WeChat's
   * do without a network, getNetworkType answers 'none', and onNetworkStatusChange listeners hear it.
   */
  async setOnline(online) {
    this.offline = !online
    this.record('networkStatusChange', { isConnected: online })
    this.emit('networkStatusChange', { isConnected: online, networkType: online ? 'wifi' : 'none' })
    await this.tick()
  }

  record(api, entry = {}) {
    entry.api = api
    entry.page = entry.page ?? this.route
    this.calls.push(entry)
    return entry
  }

  callsOf(api) {
    return this.calls.filter((c) => c.api === api)
  }

  get toasts() {
    return this.callsOf('showToast').map((c) => c.title)
  }

  get modals() {
    return this.callsOf('showModal')
  }

  get navigations() {
    return this.calls.filter((c) =>
      ['navigateTo', 'redirectTo', 'navigateBack', 'reLaunch', 'switchTab'].includes(c.api),
    )
  }

  get requests() {
    return this.callsOf('request')
  }

  answer(name, request) {
    const value = this.answers[name]
    return typeof value === 'function' ? value(request) : value
  }

  // ---- WeChat's app-level events ----

  listen(event, cb) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set())
    this.listeners.get(event).add(cb)
  }

  unlisten(event, cb) {
    this.listeners.get(event)?.delete(cb)
  }

  emit(event, payload) {
    for (const cb of this.listeners.get(event) ?? [])
      this.run(`wx.on${event[0].toUpperCase()}${event.slice(1)} listener`, () => cb(payload))
  }

  // ---- user gestures (APIs WeChat allows only from a tap) ----

  /** Runs `fn` as a tap handler would (APIs that need a user gesture accept the call). */
  async withGesture(fn) {
    this.gestureUntil = Infinity
    try {
      return await fn()
    } finally {
      this.gestureUntil = 0
    }
  }

  requireGesture(api, extra) {
    if (Date.now() > this.gestureUntil) {
      throw Object.assign(new WxError(`${api} can only be invoked by user TAP gesture`), { extra })
    }
  }

  // ---- sockets ----

  /** A scripted SocketTask (no socket server exists yet): tests read `sent` and call `receive`. */
  openSocket(options) {
    const handlers = { open: [], message: [], error: [], close: [] }
    const answer = this.answer('socket', { url: options.url })
    const socket = {
      url: options.url,
      header: options.header,
      sent: [],
      state: 'connecting',
      refused: answer === 'open' ? null : typeof answer === 'string' ? answer : 'refused',
      receive: (data) => {
        if (socket.state !== 'open') throw new Error('socket.receive: the socket is not open')
        handlers.message.forEach((cb) => this.run('SocketTask.onMessage', () => cb({ data })))
      },
      serverClose: (code = 1000, reason = '') => {
        socket.state = 'closed'
        handlers.close.forEach((cb) => this.run('SocketTask.onClose', () => cb({ code, reason })))
      },
    }
    socket.task = {
      send: (o = {}) => {
        if (socket.state !== 'open') {
          o.fail?.({ errMsg: 'sendSocketMessage:fail WebSocket is not connected' })
          return
        }
        socket.sent.push(o.data)
        this.timers.setTimeout(() => o.success?.({ errMsg: 'sendSocketMessage:ok' }), 0)
      },
      close: (o = {}) => {
        socket.state = 'closed'
        this.timers.setTimeout(() => {
          o.success?.({ errMsg: 'closeSocket:ok' })
          handlers.close.forEach((cb) =>
            this.run('SocketTask.onClose', () => cb({ code: o.code ?? 1000, reason: o.reason ?? '' })),
          )
        }, 0)
      },
      onOpen: (cb) => handlers.open.push(cb),
      onMessage: (cb) => handlers.message.push(cb),
      onError: (cb) => handlers.error.push(cb),
      onClose: (cb) => handlers.close.push(cb),
    }
    this.sockets.push(socket)
    this.record('connectSocket', { url: options.url, answer })
    this.timers.setTimeout(() => {
      if (socket.refused) {
        socket.state = 'closed'
        handlers.error.forEach((cb) => this.run('SocketTask.onError', () => cb({ errMsg: socket.refused })))
        handlers.close.forEach((cb) => this.run('SocketTask.onClose', () => cb({ code: 1006, reason: socket.refused })))
      } else {
        socket.state = 'open'
        handlers.open.forEach((cb) => this.run('SocketTask.onOpen', () => cb({ header: {} })))
      }
      // as in WeChat, connectSocket's success (the task handed to Taro's promise) comes before the
      // handshake's open or error
    }, 5)
    return socket
  }

  // ---- errors, timers, console ----

  /** Runs build code; an exception is recorded (and reported to App.onError) as WeChat does. */
  run(what, fn) {
    try {
      return fn()
    } catch (error) {
      this.reportError(error, what)
      return undefined
    }
  }

  reportError(error, where) {
    if (this.closed) return
    this.errors.push({ error, where, page: this.route, step: this.step })
    if (this.reportingError) return
    this.reportingError = true
    try {
      this.app?.onError?.call(this.app, String(error?.stack ?? error))
      for (const cb of this.listeners.get('error') ?? []) cb(String(error?.stack ?? error))
    } catch {
      // an error handler that throws must not hide the first error
    } finally {
      this.reportingError = false
    }
  }

  createTimers() {
    const handles = new Set()
    const guard = (fn, args) => {
      if (this.closed || typeof fn !== 'function') return
      this.run('timer callback', () => fn(...args))
    }
    this.clearTimers = () => {
      for (const h of handles) clearTimeout(h)
      handles.clear()
    }
    return {
      setTimeout: (fn, ms, ...args) => {
        const h = setTimeout(() => {
          handles.delete(h)
          guard(fn, args)
        }, ms)
        handles.add(h)
        return h
      },
      clearTimeout: (h) => {
        handles.delete(h)
        clearTimeout(h)
      },
      setInterval: (fn, ms, ...args) => {
        const h = setInterval(() => guard(fn, args), ms)
        handles.add(h)
        return h
      },
      clearInterval: (h) => {
        handles.delete(h)
        clearInterval(h)
      },
    }
  }

  createConsole() {
    const line =
      (level) =>
      (...args) => {
        const text = args
          .map((a) => (a instanceof Error ? (a.stack ?? a.message) : typeof a === 'object' ? safeJson(a) : String(a)))
          .join(' ')
        this.console.push({ level, text, page: this.route })
        // WEAPP_CONSOLE=1 prints the build's console as it happens (otherwise only failures show it).
        if (process.env.WEAPP_CONSOLE === '1') process.stderr.write(`[weapp ${level}] ${text}\n`)
        if (level === 'error') this.reportError(new Error(`console.error: ${text}`), 'console.error')
      }
    return {
      log: line('log'),
      info: line('info'),
      debug: line('debug'),
      warn: line('warn'),
      error: line('error'),
      trace() {},
      time() {},
      timeEnd() {},
      group() {},
      groupEnd() {},
    }
  }

  /** Tracks a request-like promise so `idle()` can wait for the network to settle. */
  track(promise) {
    this.inflight++
    const done = () => {
      this.inflight--
    }
    promise.then(done, done)
  }

  /** A macrotask turn: lets timers at 0 ms and the promises before them run. */
  tick(ms = 0) {
    return new Promise((resolve) => setTimeout(resolve, ms))
  }

  fail(message) {
    return new StepError(message, this)
  }

  /** Ends the launch: pages unload, timers stop, temporary files go. */
  close() {
    if (this.closed) return
    while (this.stack.length) {
      try {
        this.unloadTop()
      } catch {
        // closing must not throw
      }
    }
    this.closed = true
    this.clearTimers()
    fs.rmSync(this.tempDir, { recursive: true, force: true })
    openLaunches.splice(openLaunches.indexOf(this), 1)
  }
}

function safeJson(value) {
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

/** Starts the mini-program (see MiniProgram for the options) at `options.path`. */
/**
 * The Date of a device whose clock read `now` (ms or an ISO string) when the mini-program launched,
 * and ticks on from there: `new Date()` and `Date.now()` move, dates built from values do not.
 */
export function deviceDate(now) {
  const Real = Date
  const offset = (typeof now === 'number' ? now : Real.parse(now)) - Real.now()
  const current = () => Real.now() + offset
  return new Proxy(Real, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [current()], newTarget),
    apply: () => new Real(current()).toString(),
    get: (target, prop, receiver) => (prop === 'now' ? current : Reflect.get(target, prop, receiver)),
  })
}

export async function launchMiniProgram(options = {}) {
  const mp = new MiniProgram(options)
  try {
    await mp.launch()
  } catch (error) {
    mp.close()
    throw error
  }
  return mp
}
