// The in-page counter of bench/start-renders.mjs and bench/scroll-grid.mjs: commits, flushes,
// component renders and mobx reaction runs, through React's DevTools hook or Preact's `options`.
// `counterScript(windowMs)` is the init script to add to a browser context; `readCounts(page)` reads
// what it counted so far and throws when it could not hook the renderer or mobx (never a 0).

/**
 * Runs in the page before any script and counts, whichever renderer the build has:
 * - React: React's DevTools look-up finds a stand-in hook and reports each commit. A component
 *   rendered in a commit when its fiber is new or did work (PerformedWork, flag 1); a subtree React
 *   bailed out of keeps its old child fibers, so it is not walked.
 * - Preact (H5 since issue 27 item 4): Preact has no global hook; its plug-in points are the
 *   `options` object that preact/hooks and preact/compat extend when they load. Nothing outside the
 *   bundle can import it, so setters on Object.prototype wait for the first of those extensions
 *   (options' mangled `_diff`/`_render`/`_commit` are `__b`/`__r`/`__c`), recognise `options` (a plain
 *   object holding its `_catchError`, `__e`), and are removed at once. `options._commit` then counts
 *   commits and `options._render` (called just before a component renders, not when
 *   shouldComponentUpdate or memo bail out) counts renders.
 * - mobx reactions (observer renders, reaction(), autorun) for both: every Reaction#track sets mobx's
 *   `globalState.trackingDerivation`; the first Reaction seen there leads to its prototype, whose
 *   `track` is then counted. mobx keeps that state on `globalThis.__mobxGlobals`.
 * A renderer or mobx that is never reached is reported as such (`hooked`), never counted as 0.
 */
export function installCounter(config = {}) {
  const state = {
    hooked: { renderer: null, mobx: false },
    commits: 0,
    flushes: 0,
    renders: new Map(),
    total: 0,
    reactions: 0,
    windowMs: 0,
  }
  window.__startRenders = state
  const inWindow = () => performance.now() <= state.windowMs
  const countRender = (name) => {
    state.renders.set(name, (state.renders.get(name) ?? 0) + 1)
    state.total++
  }
  // Commits in one synchronous run (until the next microtask) are one flush: React commits an update
  // once for the whole tree; Preact commits each component it re-renders from its queue on its own,
  // one after the other in the same microtask.
  let flushOpen = false
  const countCommit = () => {
    state.commits++
    if (flushOpen) return
    flushOpen = true
    state.flushes++
    queueMicrotask(() => (flushOpen = false))
  }

  // mobx, whichever renderer.
  let mobxGlobals
  const watchReactions = (globals) => {
    let tracking = globals.trackingDerivation
    Object.defineProperty(globals, 'trackingDerivation', {
      configurable: true,
      enumerable: true,
      get: () => tracking,
      set(derivation) {
        tracking = derivation
        if (state.hooked.mobx || !derivation) return
        const proto = Object.getPrototypeOf(derivation)
        // a Reaction, not a ComputedValue: its public track, dispose and isScheduled (mobx's
        // production build shortens the names that end in _)
        const reaction =
          typeof proto.track === 'function' &&
          typeof proto.dispose === 'function' &&
          typeof Object.getOwnPropertyDescriptor(proto, 'isScheduled')?.get === 'function'
        if (!reaction) return
        const track = proto.track
        proto.track = function (...args) {
          if (inWindow()) state.reactions++
          return track.apply(this, args)
        }
        state.hooked.mobx = true
        // this derivation's own track is already running: count it
        if (inWindow()) state.reactions++
      },
    })
  }
  Object.defineProperty(globalThis, '__mobxGlobals', {
    configurable: true,
    get: () => mobxGlobals,
    set(globals) {
      mobxGlobals = globals
      if (globals && typeof globals === 'object') watchReactions(globals)
    },
  })

  // Preact: wait for its options object.
  const TRAPS = ['__b', '__r', '__c', 'diffed']
  const removeTraps = () => TRAPS.forEach((key) => delete Object.prototype[key])
  const isPreactOptions = (o) =>
    Object.getPrototypeOf(o) === Object.prototype &&
    Object.prototype.hasOwnProperty.call(o, '__e') &&
    typeof o.__e === 'function'
  /**
   * Makes `options[key]` count through `onCall` while staying a plain hook for everyone else: each
   * function assigned is wrapped, and a later extension that calls the one it replaced (they all do)
   * calls that function's wrapper, so only the outermost call counts.
   */
  const countThrough = (options, key, onCall) => {
    let depth = 0
    const wrap = (fn) =>
      function (...args) {
        if (depth === 0) onCall(...args)
        depth++
        try {
          return typeof fn === 'function' ? fn.apply(this, args) : undefined
        } finally {
          depth--
        }
      }
    let current = wrap(options[key])
    Object.defineProperty(options, key, {
      configurable: true,
      enumerable: true,
      get: () => current,
      set(fn) {
        current = wrap(fn)
      },
    })
  }
  const byType = new Map()
  const plumbing = new Set()
  const capturePreact = (options) => {
    removeTraps()
    state.hooked.renderer = 'preact'
    // A diagnosis (bench/scroll-grid.mjs): preact/hooks runs useEffect callbacks after the next
    // animation frame (or 35 ms); through options.requestAnimationFrame they run a task after the
    // commit instead, about when React flushes its passive effects.
    if (config.preactEffectsInTask) options.requestAnimationFrame = (callback) => setTimeout(callback, 0)
    countThrough(options, '__c', (root) => {
      // render()'s root is a Fragment without a parent: remember which function Fragment is
      if (root && root.__ == null && typeof root.type === 'function') state.fragment = root.type
      if (inWindow()) countCommit()
    })
    countThrough(options, '__r', (vnode) => {
      if (!inWindow() || typeof vnode?.type !== 'function') return
      byType.set(vnode.type, (byType.get(vnode.type) ?? 0) + 1)
      // createPortal's vnode carries its container; its Portal renders a ContextProvider as the only
      // child of a stand-in root (not a DOM node): both are plumbing, as React's portal fiber is
      const parent = vnode.__
      if (vnode.containerInfo) plumbing.add(vnode.type)
      else if (parent && parent.__ == null && parent.__c && !(parent.__c.__P instanceof Node)) plumbing.add(vnode.type)
    })
  }
  for (const key of TRAPS) {
    Object.defineProperty(Object.prototype, key, {
      configurable: true,
      enumerable: false,
      get: () => undefined,
      set(value) {
        if (state.hooked.renderer === null && isPreactOptions(this)) capturePreact(this)
        // captured: the traps are gone, a plain assignment (options' counting properties included)
        if (!Object.prototype.hasOwnProperty.call(Object.prototype, key)) this[key] = value
        else Object.defineProperty(this, key, { configurable: true, enumerable: true, writable: true, value })
      },
    })
  }
  /**
   * Preact's renders by component, leaving out what React does not count as a component render:
   * Fragment, context providers and consumers, portals, Suspense (its prototype has
   * `_childDidSuspend`, `__c`) and preact/compat's wrappers that render the wrapped component as a
   * child (memo, lazy; React renders a memo's or lazy's component in its own fiber).
   * forwardRef calls its function in place, as React's forwardRef fiber does: counted under that name.
   */
  state.preactRenders = () => {
    for (const [type, n] of byType) {
      const label = type.displayName || type.name || 'anonymous'
      const wrapper = type.__f === true && /^(Memo\(|Lazy$)/.test(label)
      const context = type.Provider === type || (type.contextType && type.contextType.Consumer === type)
      const suspense = typeof type.prototype?.__c === 'function'
      if (type === state.fragment || wrapper || context || suspense || plumbing.has(type)) continue
      const forwarded = type.__f === true ? /^ForwardRef\((.*)\)$/.exec(label) : null
      for (let i = 0; i < n; i++) countRender(forwarded ? forwarded[1] || 'ForwardRef(anonymous)' : label)
    }
  }

  // React: the DevTools hook.
  const nameOf = (fiber) => {
    const type = fiber.type
    if (!type) return undefined
    if (typeof type === 'function') return type.displayName || type.name || 'anonymous'
    if (typeof type === 'object') {
      const inner = type.type || type.render
      return type.displayName || (inner && (inner.displayName || inner.name)) || undefined
    }
    return undefined
  }
  // Function (0), class (1), forwardRef (11), memo (14), simple memo (15) components.
  const COMPONENT = new Set([0, 1, 11, 15])
  const walk = (fiber) => {
    const stack = [fiber]
    while (stack.length) {
      const f = stack.pop()
      if (COMPONENT.has(f.tag) && (f.alternate === null || (f.flags & 1) === 1))
        countRender(nameOf(f) ?? (f.tag === 11 ? 'ForwardRef(anonymous)' : `tag${f.tag}`))
      if (f.sibling) stack.push(f.sibling)
      if (f.child && (f.alternate === null || f.child !== f.alternate.child)) stack.push(f.child)
    }
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) {
      removeTraps()
      state.hooked.renderer = 'react'
      this.renderers.set(1, renderer)
      return 1
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!inWindow()) return
      countCommit()
      walk(root.current.child ?? root.current)
    },
  }
}

/**
 * The init script: the counter, counting during the first `windowMs` ms of the page (Infinity: all).
 * `config.preactEffectsInTask`: see capturePreact.
 */
export function counterScript(windowMs, config = {}) {
  return `(${installCounter.toString()})(${JSON.stringify(config)}); window.__startRenders.windowMs = ${windowMs};`
}

/** What the page counted so far. */
export async function readCounts(page) {
  const result = await page.evaluate(() => {
    const state = window.__startRenders
    if (state.hooked.renderer === 'preact') state.preactRenders()
    return {
      hooked: state.hooked,
      commits: state.commits,
      flushes: state.flushes,
      total: state.total,
      reactions: state.reactions,
      renders: [...state.renders.entries()].sort((a, b) => b[1] - a[1]),
    }
  })
  // A count that could not be taken is an error, not a 0 to compare with.
  const missing = []
  if (!result.hooked.renderer) missing.push("neither React's DevTools hook nor Preact's options were reached")
  else if (result.commits === 0) missing.push(`${result.hooked.renderer} was found but reported no commit`)
  if (!result.hooked.mobx) missing.push('no mobx Reaction was seen (globalThis.__mobxGlobals)')
  if (missing.length) throw new Error(`cannot count ${page.url()}: ${missing.join('; ')}`)
  return result
}
