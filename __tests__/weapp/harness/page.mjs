// One page of the simulated page stack, and the helpers tests use on it: read the rendered text,
// wait for text, tap by text or selector, type, scroll, pull to refresh, share. Every helper is a
// "step": when it fails it throws a StepError naming the page, the step, the build's errors and the
// rendered text.
import { exparser, window } from './dom.mjs'

const WAIT_MS = Number(process.env.WEAPP_WAIT_MS ?? 5000)
const POLL_MS = 10

const normalise = (s) => s.replace(/\s+/g, ' ').trim()

function describeTarget(target) {
  if (typeof target === 'string') return JSON.stringify(target)
  if (target instanceof RegExp) return String(target)
  const parts = []
  if (target.selector) parts.push(`selector ${target.selector}`)
  if (target.text !== undefined) parts.push(`text ${describeTarget(target.text)}`)
  if (target.index) parts.push(`#${target.index}`)
  return parts.join(', ')
}

function textMatches(text, wanted, exact) {
  if (wanted instanceof RegExp) return wanted.test(text)
  return exact ? text === wanted : text.includes(wanted)
}

/** A failed step: what was tried, on which page, and what the page showed. */
export class StepError extends Error {
  constructor(message, mp, page, step) {
    super(StepError.format(message, mp, page, step))
    this.name = 'StepError'
  }

  static format(message, mp, page, step) {
    const out = [`[weapp] ${step ? `step failed: ${step}` : message}`]
    if (step) out.push(`  cause: ${message}`)
    if (page) out.push(`  page: ${page.describe()}`)
    else if (mp?.page) out.push(`  page: ${mp.page.describe()}`)
    if (mp) {
      const errors = mp.errors.slice(-5)
      if (errors.length) {
        out.push('  errors from the build:')
        for (const e of errors) {
          const stack = String(e.error?.stack ?? e.error)
            .split('\n')
            .slice(0, 6)
            .join('\n      ')
          out.push(`    - ${e.where} (${e.page ?? 'no page'}, during ${e.step}): ${stack}`)
        }
      }
      if (mp.missingApis.size)
        out.push(`  wx APIs the build read and the simulation lacks: ${[...mp.missingApis].join(', ')}`)
      const recent = mp.calls.slice(-8).map((c) => `    - ${summariseCall(c)}`)
      if (recent.length) out.push('  last wx calls:', ...recent)
      const warnings = mp.console.filter((c) => c.level === 'warn' || c.level === 'error').slice(-3)
      if (warnings.length) out.push('  console:', ...warnings.map((c) => `    - ${c.level}: ${c.text.slice(0, 300)}`))
    }
    const shown = page ?? mp?.page
    if (shown) {
      const lines = shown.lines()
      const text = lines.length ? lines.join(' | ') : '(nothing rendered)'
      out.push('  rendered text:', `    ${text.length > 2500 ? `${text.slice(0, 2500)} …` : text}`)
    }
    return out.join('\n')
  }
}

function summariseCall(c) {
  switch (c.api) {
    case 'request':
      return `request ${c.method} ${(c.sentUrl ?? c.url ?? '').replace(/\?.*/, '')} → ${c.statusCode ?? 'pending'}`
    case 'showToast':
      return `showToast ${JSON.stringify(c.title)}`
    case 'showModal':
      return `showModal ${JSON.stringify(c.content)} → ${c.answer}`
    case 'openPage':
      return `open ${c.route} (${c.how})`
    default:
      return `${c.api} ${JSON.stringify(Object.fromEntries(Object.entries(c).filter(([k]) => !['api', 'page'].includes(k)))).slice(0, 160)}`
  }
}

export class PageHandle {
  constructor(mp, { route, query, comp, mount, json, how, title }) {
    this.mp = mp
    this.route = route
    this.query = query
    this.comp = comp
    this.mount = mount
    this.json = json
    this.how = how
    this.title = title
    this.titles = [title]
    this.instance = comp.instance
    this.state = 'loading'
    /** the lifecycle methods WeChat called on this page, in order */
    this.lifecycles = []
    this.setDataCount = 0
    this.lastSetData = 0
    /**
     * What the page sent to its view, as WeChat counts it (issue 27: one setData's payload at most
     * 256 KB): the UTF-8 bytes of each call's data as JSON, the largest and the sum.
     */
    this.setDataBytes = { max: 0, total: 0 }
    this.createdAt = performance.now()
    /** ms from the page's creation to the end of its first setData (its first render) */
    this.firstRenderMs = null
    this.firstRender = new Promise((resolve) => {
      this.renderedOnce = resolve
    })
    const setData = this.instance.setData
    this.instance.setData = (data, callback) => {
      this.setDataCount++
      this.lastSetData = Date.now()
      const bytes = Buffer.byteLength(JSON.stringify(data ?? {}), 'utf8')
      this.setDataBytes.max = Math.max(this.setDataBytes.max, bytes)
      this.setDataBytes.total += bytes
      try {
        setData(data, callback)
      } catch (error) {
        this.mp.reportError(error, `${route} setData`)
      }
      this.firstRenderMs ??= performance.now() - this.createdAt
      this.renderedOnce()
    }
  }

  get root() {
    return this.comp.dom
  }

  /** 'pages/x/index?a=1 (title)' */
  describe() {
    const search = Object.entries(this.query ?? {})
      .filter(([k]) => k !== '$taroTimestamp')
      .map(([k, v]) => `${k}=${v}`)
      .join('&')
    return `${this.route}${search ? `?${search}` : ''} (title ${JSON.stringify(this.title)}, ${this.state})`
  }

  lifecycle(name, ...args) {
    this.lifecycles.push(name)
    if (name === 'onShow') this.state = 'shown'
    if (name === 'onHide') this.state = 'hidden'
    const fn = this.instance[name]
    if (typeof fn !== 'function') return undefined
    return this.mp.run(`${this.route} ${name}`, () => fn.apply(this.instance, args))
  }

  show() {
    this.lifecycle('onShow')
  }

  hide() {
    this.lifecycle('onHide')
  }

  // ---- reading what the page shows ----

  /** The rendered text nodes, in order, each trimmed (empty ones left out). */
  lines() {
    const walker = window.document.createTreeWalker(this.root, window.NodeFilter.SHOW_TEXT)
    const out = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = normalise(node.nodeValue ?? '')
      if (text) out.push(text)
    }
    return out
  }

  /** Everything the page shows as one string (text nodes joined by a space). */
  text() {
    return this.lines().join(' ')
  }

  has(text) {
    return textMatches(this.text(), text, false)
  }

  /** Rendered elements matching a CSS selector (classes are the app's own class names). */
  all(selector) {
    return [...this.root.querySelectorAll(selector)]
  }

  /** The element a target names: text (string / RegExp), or { selector, text?, index?, exact? }. */
  find(target) {
    const spec = typeof target === 'string' || target instanceof RegExp ? { text: target } : target
    let candidates = spec.selector ? this.all(spec.selector) : [...this.root.querySelectorAll('*')]
    if (spec.text === undefined) return candidates[spec.index ?? 0] ?? null
    const hit = (el) => textMatches(normalise(el.textContent ?? ''), spec.text, spec.exact)
    const innermost = (els) => els.filter((el) => !els.some((other) => other !== el && el.contains(other)))
    candidates = innermost(candidates.filter(hit))
    const chosen = candidates[spec.index ?? 0]
    if (!chosen) return null
    // A finger on the text touches the innermost element that shows it (its handlers then bubble up).
    return innermost([chosen, ...chosen.querySelectorAll('*')].filter(hit))[0] ?? chosen
  }

  /**
   * The element a target names, waiting for it as a person waits for a button to appear (React
   * renders in a later task than the event that changed the state).
   */
  async located(target, timeout = WAIT_MS) {
    const deadline = Date.now() + timeout
    for (;;) {
      this.check('find')
      const el = this.find(target)
      if (el) return el
      if (Date.now() > deadline)
        throw new Error(`nothing on the page matches ${describeTarget(target)} (waited ${timeout} ms)`)
      await this.mp.tick(POLL_MS)
    }
  }

  /** The value of a built-in component's property (e.g. an image's src, a button's openType). */
  prop(el, name) {
    return el?.__wxElement?.data?.[name]
  }

  /** src of every rendered image. */
  images() {
    return this.all('wx-image').map((el) => this.prop(el, 'src'))
  }

  /** How many elements the page's view holds now (WeChat's rule: fewer than 1,000 nodes). */
  nodeCount() {
    return this.root.querySelectorAll('*').length
  }

  /** The page's setData tree (Taro's node tree under data.root). */
  get data() {
    return this.instance.data
  }

  // ---- steps ----

  /** Runs one step; a thrown error or an error from the build makes it a StepError. */
  async step(name, fn) {
    const mp = this.mp
    mp.step = `${this.route}: ${name}`
    let result
    try {
      result = await fn()
    } catch (error) {
      if (error instanceof StepError) throw error
      mp.errorsSeen = mp.errors.length
      throw new StepError(error?.message ?? String(error), mp, this, name)
    }
    this.check(name)
    return result
  }

  /** Throws when the build reported an error since the last check. */
  check(name) {
    const mp = this.mp
    if (mp.errors.length > (mp.errorsSeen ?? 0)) {
      const first = mp.errors[mp.errorsSeen ?? 0]
      mp.errorsSeen = mp.errors.length
      throw new StepError(`the build threw: ${first.error?.message ?? first.error}`, mp, this, name)
    }
  }

  async waitFor(predicate, { timeout = WAIT_MS, what = 'a condition' } = {}) {
    return this.step(`wait for ${what}`, async () => {
      const deadline = Date.now() + timeout
      for (;;) {
        this.check(`wait for ${what}`)
        const value = predicate()
        if (value) return value
        if (Date.now() > deadline) throw new Error(`still not there after ${timeout} ms`)
        await this.mp.tick(POLL_MS)
      }
    })
  }

  /** Waits until the page shows `text` (a substring, or a RegExp). */
  waitForText(text, options = {}) {
    return this.waitFor(() => this.has(text), { ...options, what: `text ${describeTarget(text)}` })
  }

  waitForNoText(text, options = {}) {
    return this.waitFor(() => !this.has(text), { ...options, what: `no text ${describeTarget(text)}` })
  }

  /** Waits until no request is in flight and the page has not re-rendered for `quietMs`. */
  idle({ quietMs = 120, timeout = WAIT_MS } = {}) {
    return this.waitFor(() => this.mp.inflight === 0 && Date.now() - this.lastSetData >= quietMs, {
      timeout,
      what: `quiet (${quietMs} ms without requests or renders)`,
    })
  }

  /** Dispatches an event on the element a target names, bubbling as WeChat's events do. */
  dispatch(el, type, detail = {}) {
    const node = el.__wxElement
    if (!node) throw new Error(`the element for ${type} is not a rendered component node`)
    const touches = [{ identifier: 0, pageX: 0, pageY: 0, clientX: 0, clientY: 0 }]
    const event = exparser.Event.create(type, detail, {
      bubbles: true,
      composed: true,
      capturePhase: true,
      extraFields: { touches: type === 'touchend' ? [] : touches, changedTouches: touches },
    })
    exparser.Event.dispatchEvent(node, event)
  }

  /**
   * A tap on the element a target names: touchstart, touchend and tap, as a finger does. A button's
   * open-type runs WeChat's part afterwards (share sheet, phone-number consent, …).
   */
  tap(target) {
    return this.step(`tap ${describeTarget(target)}`, async () => {
      const el = await this.located(target)
      const button = el.closest('wx-button')
      if (button && this.prop(button, 'disabled')) throw new Error('the button is disabled')
      const mp = this.mp
      mp.record('tap', { target: describeTarget(target) })
      mp.gestureUntil = Infinity
      try {
        this.dispatch(el, 'touchstart', {})
        this.dispatch(el, 'touchend', {})
        this.dispatch(el, 'tap', { x: 0, y: 0 })
      } finally {
        // WeChat lets a tap handler ask for consent (subscribe message, profile) while it runs.
        mp.timers.setTimeout(() => {
          mp.gestureUntil = 0
        }, 0)
      }
      if (button) await this.openType(button)
      await mp.tick()
    })
  }

  /** What WeChat does after a tap on <button open-type="…">. */
  async openType(button) {
    const type = this.prop(button, 'openType')
    if (!type) return
    const mp = this.mp
    if (type === 'share') {
      await this.shareNow({ from: 'button', target: { dataset: { ...button.dataset } } })
    } else if (type === 'agreePrivacyAuthorization') {
      const id = button.__wxElement?.id || button.id || button.getAttribute?.('id') || ''
      mp.privacyAgreeTapped.add(id)
      mp.record('openType', { type, id })
      this.dispatch(button, 'agreeprivacyauthorization', {})
    } else if (type === 'getPhoneNumber' || type === 'getRealtimePhoneNumber') {
      // the button's event waits for the privacy guide like the APIs do (referrer "button.getPhoneNumber"),
      // while the person answers the app's sheet: the tap is over, the event comes later
      const waited = mp.privacyGate(`button.${type}`).then(
        () => this.phoneNumberAnswer(button, type),
        (refused) => {
          mp.record('getPhoneNumber', { type, answer: 'privacy refused' })
          this.dispatch(button, type.toLowerCase(), { errMsg: `${type}:fail ${refused.message}` })
        },
      )
      mp.track(waited)
      await mp.tick()
    } else if (type === 'chooseAvatar') {
      mp.record('chooseAvatar', {})
      this.dispatch(button, 'chooseavatar', { avatarUrl: 'wxfile://harness-avatar.png' })
    } else {
      mp.record('openType', { type })
    }
  }

  /** WeChat hands the phone-number button's event over, as the person answered. */
  phoneNumberAnswer(button, type) {
    const mp = this.mp
    const answer = mp.answer('phoneNumber', { type })
    // { code }: the code WeChat hands over (the server's test provider reads `test-phone:<number>`)
    const detail =
      answer === 'accept'
        ? { errMsg: `${type}:ok`, code: `harness-phone-${Date.now().toString(36)}` }
        : answer && typeof answer === 'object' && answer.code
          ? { errMsg: `${type}:ok`, code: answer.code }
          : { errMsg: `${type}:fail user deny` }
    mp.record('getPhoneNumber', { type, answer, code: detail.code })
    this.dispatch(button, type.toLowerCase(), detail)
  }

  /** Types into an input or textarea (its input event, as the keyboard sends it). */
  input(target, value) {
    return this.step(`type ${JSON.stringify(value)} into ${describeTarget(target)}`, async () => {
      const el = await this.located(typeof target === 'string' ? { selector: target } : target)
      this.dispatch(el, 'input', { value, cursor: String(value).length, keyCode: 0 })
      await this.mp.tick()
    })
  }

  /** Any other event on a target: `trigger({ selector: '.x' }, 'longpress', {})`. */
  trigger(target, type, detail = {}) {
    return this.step(`${type} on ${describeTarget(target)}`, async () => {
      const el = await this.located(typeof target === 'string' ? { selector: target } : target)
      this.dispatch(el, type, detail)
      await this.mp.tick()
    })
  }

  /** A scroll of a scroll-view: its scroll event with the new offsets (there is no layout here). */
  scroll(target, { scrollTop = 0, scrollHeight = 0, scrollLeft = 0, scrollWidth = 0, deltaY = 0 } = {}) {
    return this.trigger(target, 'scroll', { scrollTop, scrollHeight, scrollLeft, scrollWidth, deltaX: 0, deltaY })
  }

  /** The scroll-view reached its end (bindscrolltolower). */
  scrollToLower(target) {
    return this.trigger(target, 'scrolltolower', { direction: 'bottom' })
  }

  /**
   * A pull on a scroll-view with refresher-enabled (a list that scrolls inside the page): WeChat
   * sets refresher-triggered and fires refresherrefresh; the app sets it back when done.
   */
  pullToRefresh(target) {
    return this.step(`pull to refresh ${describeTarget(target)}`, async () => {
      const el = await this.located(typeof target === 'string' ? { selector: target } : target)
      const view = el.tagName === 'WX-SCROLL-VIEW' ? el : el.closest('wx-scroll-view')
      if (!view || !this.prop(view, 'refresherEnabled')) {
        throw new Error('this scroll-view has no refresher (refresher-enabled is not set): a pull does nothing')
      }
      this.dispatch(view, 'refresherpulling', { dy: 60 })
      this.dispatch(view, 'refresherrefresh', { dy: 60 })
      await this.mp.tick()
    })
  }

  /** Whether a scroll-view's refresher is showing (refresher-triggered). */
  refreshing(target) {
    const el = this.find(typeof target === 'string' ? { selector: target } : target)
    const view = el && (el.tagName === 'WX-SCROLL-VIEW' ? el : el.closest('wx-scroll-view'))
    return Boolean(view && this.prop(view, 'refresherTriggered'))
  }

  /** The page-level pull-down (needs enablePullDownRefresh in the page's config, as in WeChat). */
  pullDownRefresh() {
    return this.step('pull-down refresh (page)', async () => {
      if (this.json.enablePullDownRefresh !== true) {
        throw new Error('the page does not enable pull-down refresh (enablePullDownRefresh): WeChat ignores the pull')
      }
      this.mp.record('pullDownRefresh', {})
      this.lifecycle('onPullDownRefresh')
      await this.mp.tick()
    })
  }

  /** The page itself scrolled to its bottom (onReachBottom). */
  reachBottom() {
    return this.step('reach bottom (page)', async () => {
      this.mp.record('reachBottom', {})
      this.lifecycle('onReachBottom')
      await this.mp.tick()
    })
  }

  /**
   * The share menu's "send to a friend": onShareAppMessage's answer, completed with WeChat's
   * defaults (the mini-program's name, the current page) and checked (the path must be a page).
   */
  share(options = {}) {
    return this.step('share (menu)', () => this.shareNow({ from: 'menu', ...options }))
  }

  async shareNow({ from, target }) {
    const fn = this.instance.onShareAppMessage
    if (typeof fn !== 'function') {
      throw new Error('the page has no onShareAppMessage: WeChat greys out "send to a friend" on it')
    }
    let res = this.mp.run(`${this.route} onShareAppMessage`, () => fn.call(this.instance, { from, target })) ?? {}
    if (res.promise) {
      res = {
        ...res,
        ...(await Promise.race([res.promise, new Promise((resolve) => setTimeout(() => resolve({}), 3000))])),
      }
    }
    const search = Object.entries(this.query)
      .filter(([k]) => k !== '$taroTimestamp')
      .map(([k, v]) => `${k}=${v}`)
      .join('&')
    const share = {
      from,
      title: res.title ?? this.mp.build.appJson.window?.navigationBarTitleText ?? '',
      path: res.path ?? `/${this.route}${search ? `?${search}` : ''}`,
      imageUrl: res.imageUrl,
    }
    const route = share.path.split('?')[0].replace(/^\//, '')
    if (!share.path.startsWith('/') || !this.mp.build.hasPage(route)) {
      throw new Error(`the shared path ${share.path} is not a page of app.json: the friend would land nowhere`)
    }
    this.mp.record('shareAppMessage', share)
    return share
  }
}
