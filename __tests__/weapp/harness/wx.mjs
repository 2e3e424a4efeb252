// The simulated `wx` of one launch. Requests, downloads and uploads go to the real reference server;
// storage is in memory; everything a person would see or answer (toasts, modals, the share sheet,
// subscribe-message and phone-number consent, the calendar, the camera roll) is recorded in
// `mp.calls` and answered from `mp.answers` (see README.md for the list and the defaults).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Reads that are not API calls: a Promise check, webpack's chunk list, Taro's cloud detection. */
const NOT_APIS = new Set(['then', 'webpackJsonp', 'cloud'])

/** Files WeChat opens with openDocument. */
const DOCUMENT_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf']
const EXTENSION_OF_TYPE = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
  'application/json': '.json',
  'text/plain': '.txt',
}
/** A 1×1 PNG: the default picture chooseMedia hands out. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** Serialises a GET body the way wx.request does: encodeURIComponent(k)=encodeURIComponent(v)&… */
function queryString(data) {
  return Object.entries(data)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : v)}`)
    .join('&')
}

function headerValue(header, name) {
  const key = Object.keys(header ?? {}).find((k) => k.toLowerCase() === name)
  return key ? header[key] : undefined
}

/** What the recorder keeps of an options object: no callbacks. */
function plain(options) {
  if (!options || typeof options !== 'object') return options
  return Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v !== 'function'))
}

export class WxError extends Error {}

/** What WeChat's network calls answer without a connection (Android's wording). */
const OFFLINE_REASON = '-2:net::ERR_INTERNET_DISCONNECTED'

/** WeChat's storage limits (wx.setStorage): 1 MB per key, 10 MB for the mini-program. */
export const STORAGE_KEY_LIMIT = 1024 * 1024
export const STORAGE_TOTAL_LIMIT = 10 * 1024 * 1024
const storedBytes = (key, text) => Buffer.byteLength(key) + Buffer.byteLength(text)
/** What the mini-program's storage holds now, in bytes. */
export const storageBytes = (mp) => [...mp.storage].reduce((n, [k, v]) => n + storedBytes(k, v), 0)

/**
 * Builds `wx` for the mini-program `mp` (mini-program.mjs). Async APIs follow WeChat's contract:
 * success / fail / complete callbacks, called asynchronously with `errMsg` '<api>:ok' or
 * '<api>:fail <reason>', or a Promise when no callback is given.
 */
export function createWx(mp) {
  const timers = mp.timers
  const later = (fn) => timers.setTimeout(fn, 0)

  /** Runs an async API: `run` returns the success result (without errMsg) or throws a WxError. */
  function call(api, options = {}, run) {
    const settle = (ok, res) => {
      later(() => {
        try {
          if (ok) options.success?.(res)
          else options.fail?.(res)
          options.complete?.(res)
        } catch (error) {
          mp.reportError(error, `${api} callback`)
        }
      })
    }
    const usesCallbacks = ['success', 'fail', 'complete'].some((k) => typeof options[k] === 'function')
    const done = Promise.resolve()
      .then(() => run())
      .then(
        (result) => {
          const res = { errMsg: `${api}:ok`, ...result }
          settle(true, res)
          return res
        },
        (error) => {
          const res =
            error instanceof WxError
              ? { errMsg: `${api}:fail ${error.message}`, ...(error.extra ?? {}) }
              : { errMsg: `${api}:fail ${error?.message ?? error}` }
          if (!(error instanceof WxError)) mp.reportError(error, `wx.${api}`)
          settle(false, res)
          throw res
        },
      )
    mp.track(done)
    if (usesCallbacks) {
      done.catch(() => undefined)
      return undefined
    }
    return done
  }

  const fail = (reason, extra) => {
    const error = new WxError(reason)
    error.extra = extra
    return error
  }

  /**
   * WeChat's privacy authorization (app.json `__usePrivacyCheck__`): an API that reads personal
   * information, called before the person agreed to the privacy guide, waits. With a listener
   * (wx.onNeedPrivacyAuthorization) the app shows its own sheet and calls resolve: `agree` (WeChat
   * checks the button `buttonId` with open-type="agreePrivacyAuthorization" was tapped) lets the API
   * run and counts as agreed from then on; `disagree` fails it with "privacy permission is not
   * authorized", and the next call asks again. `answers.privacy`: 'agreed' (default: agreed earlier)
   * or 'ask' (not yet).
   */
  async function privacyGate(referrer) {
    if (!mp.build.appJson.__usePrivacyCheck__ || mp.privacyAgreed) return
    if (mp.answer('privacy', { referrer }) !== 'ask') {
      mp.privacyAgreed = true
      return
    }
    const listeners = [...(mp.listeners.get('needPrivacyAuthorization') ?? [])]
    // no listener: WeChat's own popup, which the person answers as `answers.privacy` says (agree)
    if (!listeners.length) throw fail('privacy permission is not authorized (no onNeedPrivacyAuthorization listener)')
    const entry = { referrer, events: [] }
    mp.record('needPrivacyAuthorization', entry)
    const answer = await new Promise((settle) => {
      const resolve = (o = {}) => {
        entry.events.push(o.event)
        if (o.event === 'agree' || o.event === 'disagree') settle(o)
      }
      for (const cb of listeners) cb(resolve, { referrer })
    })
    entry.answer = answer.event
    if (answer.event === 'agree') {
      if (!mp.privacyAgreeTapped.has(answer.buttonId)) {
        entry.answer = 'agree without the button'
        throw fail('privacy permission is not authorized (the agree button was not tapped)')
      }
      mp.privacyAgreed = true
      return
    }
    throw fail('privacy permission is not authorized', { errno: 104 })
  }
  mp.privacyGate = privacyGate

  /** The real server's URL for an address the build carries (its base URL was fixed at build time). */
  function serverUrl(api, url) {
    if (typeof url !== 'string') throw fail('parameter error: parameter.url should be String')
    const rewritten = url.startsWith(mp.bakedBaseUrl) ? mp.serverUrl + url.slice(mp.bakedBaseUrl.length) : url
    let parsed
    try {
      parsed = new URL(rewritten)
    } catch {
      // A relative address works on H5 (same origin) and never in WeChat.
      throw fail(`invalid url "${url}"`)
    }
    if (!['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== new URL(mp.serverUrl).origin) {
      throw fail(`url not in domain list: ${url}`)
    }
    return parsed
  }

  // ---- files: temporary paths map to real files in the launch's temporary folder ----
  let fileSerial = 0
  /** the pixel size of pictures the mini-program holds (chooseMedia answers, compressImage results) */
  const imageSizes = new Map()
  function newTempFile(ext, bytes) {
    const name = `tmp_${++fileSerial}_${crypto.randomBytes(3).toString('hex')}${ext}`
    const real = path.join(mp.tempDir, name)
    fs.writeFileSync(real, bytes)
    const virtual = `wxfile://${name}`
    mp.files.set(virtual, real)
    return virtual
  }
  function realPath(api, filePath) {
    const real = mp.files.get(filePath)
    if (!real || !fs.existsSync(real)) throw fail(`file doesn't exist: ${filePath}`)
    return real
  }

  const system = () => ({ ...mp.system })

  const wx = {
    env: { USER_DATA_PATH: 'wxfile://usr' },

    // ---- base ----
    canIUse: () => true,
    getSystemInfoSync: system,
    getSystemInfo: (o) => call('getSystemInfo', o, system),
    getSystemInfoAsync: (o) => call('getSystemInfoAsync', o, system),
    getWindowInfo: () => {
      const s = mp.system
      return {
        pixelRatio: s.pixelRatio,
        screenWidth: s.screenWidth,
        screenHeight: s.screenHeight,
        windowWidth: s.windowWidth,
        windowHeight: s.windowHeight,
        statusBarHeight: s.statusBarHeight,
        safeArea: s.safeArea,
        screenTop: 0,
      }
    },
    getDeviceInfo: () => {
      const s = mp.system
      return { brand: s.brand, model: s.model, system: s.system, platform: s.platform, pixelRatio: s.pixelRatio }
    },
    getAppBaseInfo: () => {
      const s = mp.system
      return { SDKVersion: s.SDKVersion, language: s.language, version: s.version, theme: 'light', enableDebug: false }
    },
    getSystemSetting: () => ({
      bluetoothEnabled: false,
      locationEnabled: false,
      wifiEnabled: true,
      deviceOrientation: 'portrait',
    }),
    getAppAuthorizeSetting: () => ({ albumAuthorized: 'authorized', cameraAuthorized: 'authorized' }),
    getMenuButtonBoundingClientRect: () => ({ width: 87, height: 32, top: 48, bottom: 80, left: 281, right: 368 }),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'wx-harness', envVersion: 'develop', version: '' } }),
    getLaunchOptionsSync: () => ({ ...mp.launchOptions }),
    getEnterOptionsSync: () => ({ ...mp.launchOptions }),
    nextTick: (fn) => later(fn),
    getUpdateManager: () => ({
      onCheckForUpdate() {},
      onUpdateReady() {},
      onUpdateFailed() {},
      applyUpdate() {},
    }),
    reportAnalytics: (name, data) => mp.record('reportAnalytics', { name, data }),
    reportEvent: (name, data) => mp.record('reportEvent', { name, data }),
    getRealtimeLogManager: () => ({ info() {}, warn() {}, error() {}, setFilterMsg() {}, addFilterMsg() {} }),
    getLogManager: () => ({ log() {}, info() {}, warn() {}, debug() {} }),
    getUserCryptoManager: () => ({
      getRandomValues: (o) =>
        call('getRandomValues', o, () => ({ randomValues: new Uint8Array(crypto.randomBytes(o.length)).buffer })),
      getLatestUserKey: (o) =>
        call('getLatestUserKey', o, () => ({ encryptKey: 'harness', iv: 'harness', version: 1, expireTime: 0 })),
    }),
    getNetworkType: (o) =>
      call('getNetworkType', o, () =>
        mp.offline
          ? { networkType: 'none', signalStrength: 0 }
          : { networkType: mp.options.networkType ?? 'wifi', signalStrength: 100 },
      ),
    onNetworkStatusChange: (cb) => mp.listen('networkStatusChange', cb),
    offNetworkStatusChange: (cb) => mp.unlisten('networkStatusChange', cb),

    // ---- app events ----
    onAppShow: (cb) => mp.listen('appShow', cb),
    offAppShow: (cb) => mp.unlisten('appShow', cb),
    onAppHide: (cb) => mp.listen('appHide', cb),
    offAppHide: (cb) => mp.unlisten('appHide', cb),
    onPageNotFound: (cb) => mp.listen('pageNotFound', cb),
    offPageNotFound: (cb) => mp.unlisten('pageNotFound', cb),
    onError: (cb) => mp.listen('error', cb),
    offError: (cb) => mp.unlisten('error', cb),
    onUnhandledRejection: (cb) => mp.listen('unhandledRejection', cb),
    offUnhandledRejection: (cb) => mp.unlisten('unhandledRejection', cb),
    onThemeChange: (cb) => mp.listen('themeChange', cb),
    offThemeChange: (cb) => mp.unlisten('themeChange', cb),
    onMemoryWarning: (cb) => mp.listen('memoryWarning', cb),
    onWindowResize: (cb) => mp.listen('windowResize', cb),
    offWindowResize: (cb) => mp.unlisten('windowResize', cb),
    onKeyboardHeightChange: (cb) => mp.listen('keyboardHeightChange', cb),
    offKeyboardHeightChange: (cb) => mp.unlisten('keyboardHeightChange', cb),

    // ---- storage: in memory, values serialised as WeChat does (JSON-compatible data only), within
    // WeChat's limits: 1 MB per key, 10 MB in all (UTF-8 bytes of the key and its serialised value)
    setStorageSync: (key, data) => {
      const text = JSON.stringify({ data })
      const bytes = storedBytes(String(key), text)
      if (bytes > STORAGE_KEY_LIMIT) throw new Error('setStorageSync:fail exceed storage item max length')
      const before = mp.storage.has(String(key)) ? storedBytes(String(key), mp.storage.get(String(key))) : 0
      if (storageBytes(mp) - before + bytes > STORAGE_TOTAL_LIMIT) {
        throw new Error('setStorageSync:fail exceed storage max size 10MB')
      }
      mp.storage.set(String(key), text)
    },
    getStorageSync: (key) => {
      const text = mp.storage.get(String(key))
      return text === undefined ? '' : JSON.parse(text).data
    },
    removeStorageSync: (key) => void mp.storage.delete(String(key)),
    clearStorageSync: () => mp.storage.clear(),
    getStorageInfoSync: () => ({
      keys: [...mp.storage.keys()],
      currentSize: Math.ceil(storageBytes(mp) / 1024),
      limitSize: 10240,
    }),
    setStorage: (o) => call('setStorage', o, () => void wx.setStorageSync(o.key, o.data)),
    getStorage: (o) =>
      call('getStorage', o, () => {
        if (!mp.storage.has(String(o.key))) throw fail('data not found')
        return { data: wx.getStorageSync(o.key) }
      }),
    removeStorage: (o) => call('removeStorage', o, () => void wx.removeStorageSync(o.key)),
    clearStorage: (o) => call('clearStorage', o, () => void wx.clearStorageSync()),
    getStorageInfo: (o) => call('getStorageInfo', o, () => wx.getStorageInfoSync()),

    // ---- network: the real reference server ----
    request(o = {}) {
      const controller = new AbortController()
      const method = (o.method ?? 'GET').toUpperCase()
      const header = { 'content-type': 'application/json', ...(o.header ?? {}) }
      const started = Date.now()
      const entry = { method, url: o.url, data: o.data, header: plain(o.header) }
      mp.record('request', entry)
      call('request', o, async () => {
        const url = serverUrl('request', o.url)
        if (mp.offline) {
          entry.offline = true
          throw fail(OFFLINE_REASON)
        }
        let body
        if (o.data !== undefined && o.data !== null) {
          if (method === 'GET' || method === 'HEAD') {
            if (typeof o.data === 'object') {
              const qs = queryString(o.data)
              if (qs) url.search = url.search ? `${url.search}&${qs}` : `?${qs}`
            }
          } else if (typeof o.data === 'string' || o.data instanceof ArrayBuffer) {
            body = o.data
          } else if (/x-www-form-urlencoded/i.test(headerValue(header, 'content-type') ?? '')) {
            body = queryString(o.data)
          } else {
            body = JSON.stringify(o.data)
          }
        }
        entry.sentUrl = url.toString()
        const timeout = timers.setTimeout(() => controller.abort(), o.timeout ?? 60000)
        let res
        try {
          res = await fetch(url, {
            method,
            headers: { ...header, referer: 'https://servicewechat.com/wx-harness/devtools/page-frame.html' },
            body,
            signal: controller.signal,
          })
        } catch (error) {
          throw fail(controller.signal.aborted ? (entry.aborted ? 'abort' : 'timeout') : error.message)
        } finally {
          timers.clearTimeout(timeout)
        }
        const raw =
          o.responseType === 'arraybuffer' ? await res.arrayBuffer() : new TextDecoder().decode(await res.arrayBuffer())
        let data = raw
        if (o.responseType !== 'arraybuffer' && (o.dataType ?? 'json') === 'json') {
          try {
            data = JSON.parse(raw)
          } catch {
            // WeChat hands over the text when it is not JSON
          }
        }
        entry.statusCode = res.status
        entry.response = data
        entry.ms = Date.now() - started
        return { statusCode: res.status, data, header: Object.fromEntries(res.headers), cookies: [] }
      })
      return {
        abort: () => {
          entry.aborted = true
          controller.abort()
        },
        onHeadersReceived() {},
        offHeadersReceived() {},
        onChunkReceived() {},
        offChunkReceived() {},
      }
    },

    downloadFile(o = {}) {
      const entry = { url: o.url, header: plain(o.header) }
      mp.record('downloadFile', entry)
      const progress = new Set()
      call('downloadFile', o, async () => {
        const url = serverUrl('downloadFile', o.url)
        if (mp.offline) throw fail(OFFLINE_REASON)
        const res = await fetch(url, { headers: o.header ?? {} })
        // WeChat reports the bytes written as they come (decompressed): each chunk read, recorded
        entry.progress = []
        const expected = Number(res.headers.get('x-pack-bytes') ?? res.headers.get('content-length') ?? 0)
        const parts = []
        let written = 0
        for await (const chunk of res.body ?? []) {
          parts.push(Buffer.from(chunk))
          written += chunk.length
          const update = {
            progress: expected ? Math.min(100, Math.round((written / expected) * 100)) : 0,
            totalBytesWritten: written,
            totalBytesExpectedToWrite: expected,
          }
          entry.progress.push(update.progress)
          for (const listener of progress) listener(update)
        }
        const bytes = Buffer.concat(parts)
        const type = (res.headers.get('content-type') ?? '').split(';')[0].trim()
        const ext = EXTENSION_OF_TYPE[type] ?? path.extname(url.pathname)
        const tempFilePath = newTempFile(ext, bytes)
        Object.assign(entry, { statusCode: res.status, contentType: type, size: bytes.length, tempFilePath })
        return { tempFilePath, statusCode: res.status }
      })
      return {
        abort() {},
        onProgressUpdate: (listener) => void progress.add(listener),
        offProgressUpdate: (listener) => void progress.delete(listener),
        onHeadersReceived() {},
        offHeadersReceived() {},
      }
    },

    uploadFile(o = {}) {
      const entry = { url: o.url, filePath: o.filePath, name: o.name, formData: o.formData, header: o.header }
      mp.record('uploadFile', entry)
      const progress = new Set()
      call('uploadFile', o, async () => {
        const url = serverUrl('uploadFile', o.url)
        if (mp.offline) throw fail(OFFLINE_REASON)
        const real = realPath('uploadFile', o.filePath)
        if (!o.name) throw fail('parameter error: parameter.name should be String')
        const bytes = fs.readFileSync(real)
        const form = new FormData()
        for (const [k, v] of Object.entries(o.formData ?? {})) form.append(k, String(v))
        form.append(o.name, new Blob([bytes]), path.basename(real))
        // WeChat reports the bytes sent as they go: half, then all (recorded for the test to see)
        entry.progress = []
        for (const part of [0.5, 1]) {
          const update = {
            progress: Math.round(part * 100),
            totalBytesSent: Math.round(bytes.length * part),
            totalBytesExpectedToSend: bytes.length,
          }
          entry.progress.push(update.progress)
          for (const listener of progress) listener(update)
        }
        const res = await fetch(url, { method: 'POST', headers: o.header ?? {}, body: form })
        // WeChat hands the body over as text, whatever its type.
        const data = await res.text()
        Object.assign(entry, { statusCode: res.status, response: data })
        return { statusCode: res.status, data }
      })
      return {
        abort() {},
        onProgressUpdate: (listener) => void progress.add(listener),
        offProgressUpdate: (listener) => void progress.delete(listener),
        onHeadersReceived() {},
        offHeadersReceived() {},
      }
    },

    connectSocket(o = {}) {
      const socket = mp.openSocket(o)
      call('connectSocket', o, () => {
        if (socket.refused) throw fail(socket.refused)
        return {}
      })
      return socket.task
    },

    // ---- interface ----
    showToast: (o = {}) =>
      call('showToast', o, () => {
        mp.record('showToast', { title: o.title, icon: o.icon ?? 'success', duration: o.duration ?? 1500 })
      }),
    hideToast: (o) => call('hideToast', o, () => void mp.record('hideToast', {})),
    showLoading: (o = {}) =>
      call('showLoading', o, () => {
        mp.loading = o.title ?? ''
        mp.record('showLoading', { title: o.title })
      }),
    hideLoading: (o) =>
      call('hideLoading', o, () => {
        mp.loading = null
        mp.record('hideLoading', {})
      }),
    showModal: (o = {}) =>
      call('showModal', o, () => {
        const entry = {
          title: o.title,
          content: o.content,
          showCancel: o.showCancel ?? true,
          confirmText: o.confirmText,
        }
        let answer = mp.answer('modal', entry)
        if (entry.showCancel === false) answer = 'confirm'
        const confirm = answer === 'confirm' || answer?.confirm === true
        entry.answer = confirm ? 'confirm' : 'cancel'
        mp.record('showModal', entry)
        return { confirm, cancel: !confirm, content: typeof answer === 'object' ? answer.content : undefined }
      }),
    showActionSheet: (o = {}) =>
      call('showActionSheet', o, () => {
        const entry = { itemList: o.itemList }
        const answer = mp.answer('actionSheet', entry)
        entry.answer = answer
        mp.record('showActionSheet', entry)
        if (answer === 'cancel' || typeof answer !== 'number') throw fail('cancel')
        if (answer < 0 || answer >= (o.itemList ?? []).length) throw fail(`no item ${answer}`)
        return { tapIndex: answer }
      }),
    setNavigationBarTitle: (o = {}) =>
      call('setNavigationBarTitle', o, () => {
        mp.setTitle(o.title)
        mp.record('setNavigationBarTitle', { title: o.title })
      }),
    setNavigationBarColor: (o) =>
      call('setNavigationBarColor', o, () => void mp.record('setNavigationBarColor', plain(o))),
    showNavigationBarLoading: (o) => call('showNavigationBarLoading', o, () => undefined),
    hideNavigationBarLoading: (o) => call('hideNavigationBarLoading', o, () => undefined),
    hideHomeButton: (o) => call('hideHomeButton', o, () => undefined),
    setBackgroundColor: (o) => call('setBackgroundColor', o, () => undefined),
    setBackgroundTextStyle: (o) => call('setBackgroundTextStyle', o, () => undefined),
    pageScrollTo: (o) => call('pageScrollTo', o, () => void mp.record('pageScrollTo', plain(o))),
    startPullDownRefresh: (o) => call('startPullDownRefresh', o, () => void mp.record('startPullDownRefresh', {})),
    stopPullDownRefresh: (o) => call('stopPullDownRefresh', o, () => void mp.record('stopPullDownRefresh', {})),
    showShareMenu: (o = {}) =>
      call('showShareMenu', o, () => {
        mp.shareMenu = { shown: true, withShareTicket: Boolean(o.withShareTicket), menus: o.menus }
        mp.record('showShareMenu', plain(o))
      }),
    hideShareMenu: (o) =>
      call('hideShareMenu', o, () => {
        mp.shareMenu = { shown: false }
        mp.record('hideShareMenu', plain(o))
      }),
    updateShareMenu: (o) => call('updateShareMenu', o, () => void mp.record('updateShareMenu', plain(o))),
    showShareImageMenu: (o) => call('showShareImageMenu', o, () => void mp.record('showShareImageMenu', plain(o))),
    setClipboardData: (o = {}) =>
      call('setClipboardData', o, () => {
        mp.clipboard = String(o.data)
        mp.record('setClipboardData', { data: o.data })
        // WeChat confirms a copy with its own toast.
        mp.record('showToast', { title: '内容已复制', icon: 'success', duration: 1500, byWeChat: true })
      }),
    getClipboardData: (o) => call('getClipboardData', o, () => ({ data: mp.clipboard ?? '' })),
    makePhoneCall: (o = {}) =>
      call('makePhoneCall', o, () => {
        const entry = { phoneNumber: o.phoneNumber }
        entry.answer = mp.answer('phoneCall', entry)
        mp.record('makePhoneCall', entry)
        if (entry.answer !== 'call') throw fail('cancel')
      }),
    previewImage: (o) => call('previewImage', o, () => void mp.record('previewImage', plain(o))),
    previewMedia: (o) => call('previewMedia', o, () => void mp.record('previewMedia', plain(o))),
    vibrateShort: (o = {}) => call('vibrateShort', o, () => void mp.record('vibrateShort', { type: o.type })),
    // the page's "leave without saving?" on WeChat's own back (recorded; the simulated back does not ask)
    enableAlertBeforeUnload: (o = {}) =>
      call('enableAlertBeforeUnload', o, () => void mp.record('enableAlertBeforeUnload', { message: o.message })),
    disableAlertBeforeUnload: (o = {}) =>
      call('disableAlertBeforeUnload', o, () => void mp.record('disableAlertBeforeUnload', {})),
    vibrateLong: (o) => call('vibrateLong', o, () => undefined),
    scanCode: (o = {}) =>
      call('scanCode', o, () => {
        const answer = mp.answer('scanCode', plain(o))
        mp.record('scanCode', { answer })
        if (!answer || answer === 'cancel') throw fail('cancel')
        return {
          result: answer.result,
          scanType: answer.scanType ?? 'QR_CODE',
          charSet: 'utf-8',
          path: answer.path ?? '',
        }
      }),

    // ---- documents and media ----
    openDocument: (o = {}) =>
      call('openDocument', o, () => {
        const entry = { filePath: o.filePath, fileType: o.fileType, showMenu: o.showMenu }
        mp.record('openDocument', entry)
        const real = realPath('openDocument', o.filePath)
        const type = o.fileType ?? path.extname(real).slice(1)
        if (!DOCUMENT_TYPES.includes(type)) throw fail(`filetype not supported: ${type || '(none)'}`)
        const bytes = fs.readFileSync(real)
        if (type === 'pdf' && bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw fail('open fail: not a PDF')
        Object.assign(entry, { size: bytes.length, opened: true })
      }),
    // the chat picker WeChat opens to send a file (My data's export): the person picks a chat
    shareFileMessage: (o = {}) =>
      call('shareFileMessage', o, () => {
        const real = realPath('shareFileMessage', o.filePath)
        const entry = { filePath: o.filePath, fileName: o.fileName, size: fs.statSync(real).size }
        entry.content = fs.readFileSync(real, 'utf8')
        mp.record('shareFileMessage', entry)
      }),
    saveFile: (o = {}) =>
      call('saveFile', o, () => {
        const real = realPath('saveFile', o.tempFilePath)
        const savedFilePath = newTempFile(path.extname(real), fs.readFileSync(real)).replace(
          'wxfile://',
          'wxfile://store_',
        )
        mp.files.set(savedFilePath, real)
        return { savedFilePath }
      }),
    getImageInfo: (o = {}) =>
      call('getImageInfo', o, () => {
        mp.record('getImageInfo', { src: o.src })
        const size = imageSizes.get(o.src) ?? { width: 1, height: 1 }
        return { ...size, path: o.src, orientation: 'up', type: path.extname(o.src).slice(1) || 'png' }
      }),
    // Not a real encoder: the "compressed" file is the original cut to the share of bytes its new
    // size and quality would leave (its type's first bytes kept, so the server still recognises it),
    // with the new pixel size remembered for getImageInfo.
    compressImage: (o = {}) =>
      call('compressImage', o, () => {
        const entry = {
          src: o.src,
          quality: o.quality,
          compressedWidth: o.compressedWidth,
          compressedHeight: o.compressedHeight,
        }
        mp.record('compressImage', entry)
        const bytes = fs.readFileSync(realPath('compressImage', o.src))
        const from = imageSizes.get(o.src) ?? { width: 1, height: 1 }
        const width = o.compressedWidth ?? from.width
        const height = o.compressedHeight ?? Math.round((from.height * width) / from.width)
        const share = ((width * height) / (from.width * from.height)) * ((o.quality ?? 80) / 100)
        const kept = bytes.subarray(0, Math.max(64, Math.min(bytes.length, Math.round(bytes.length * share))))
        const tempFilePath = newTempFile(path.extname(o.src) || '.jpg', kept)
        imageSizes.set(tempFilePath, { width, height })
        Object.assign(entry, { tempFilePath, size: kept.length })
        return { tempFilePath }
      }),
    chooseMedia: (o = {}) =>
      call('chooseMedia', o, async () => {
        await privacyGate('chooseMedia')
        const entry = { count: o.count ?? 9, mediaType: o.mediaType, sourceType: o.sourceType }
        const answer = mp.answer('chooseMedia', entry)
        entry.answer = answer === 'cancel' ? 'cancel' : 'chosen'
        mp.record('chooseMedia', entry)
        if (answer === 'cancel') throw fail('cancel')
        const files = (Array.isArray(answer) ? answer : [{}]).slice(0, entry.count)
        const tempFiles = files.map((f) => {
          const bytes = f.bytes ?? TINY_PNG
          const tempFilePath = newTempFile(f.ext ?? '.png', bytes)
          imageSizes.set(tempFilePath, { width: f.width ?? 1, height: f.height ?? 1 })
          return {
            tempFilePath,
            size: bytes.length,
            fileType: f.fileType ?? 'image',
            width: f.width ?? 1,
            height: f.height ?? 1,
          }
        })
        entry.tempFiles = tempFiles
        return { tempFiles, type: tempFiles.every((f) => f.fileType === 'image') ? 'image' : 'mix' }
      }),
    chooseImage: (o = {}) =>
      call('chooseImage', o, async () => {
        const res = await wx.chooseMedia({ count: o.count, mediaType: ['image'], sourceType: o.sourceType })
        return {
          tempFilePaths: res.tempFiles.map((f) => f.tempFilePath),
          tempFiles: res.tempFiles.map((f) => ({ path: f.tempFilePath, size: f.size })),
        }
      }),
    getFileSystemManager: () => ({
      readFileSync: (filePath, encoding) => {
        const bytes = fs.readFileSync(realPath('readFileSync', filePath))
        return encoding ? bytes.toString(encoding) : new Uint8Array(bytes).buffer
      },
      readFile: (o) =>
        call('readFile', o, () => {
          const bytes = fs.readFileSync(realPath('readFile', o.filePath))
          return { data: o.encoding ? bytes.toString(o.encoding) : new Uint8Array(bytes).buffer }
        }),
      accessSync: (filePath) => void realPath('accessSync', filePath),
      access: (o) => call('access', o, () => void realPath('access', o.path)),
      getFileInfo: (o) =>
        call('getFileInfo', o, () => ({ size: fs.statSync(realPath('getFileInfo', o.filePath)).size })),
      writeFileSync: (filePath, data, encoding) => {
        const real = path.join(mp.tempDir, filePath.replace(/^wxfile:\/\//, '').replace(/[/\\]/g, '_'))
        fs.writeFileSync(real, typeof data === 'string' ? Buffer.from(data, encoding ?? 'utf8') : Buffer.from(data))
        mp.files.set(filePath, real)
      },
    }),

    // ---- open capabilities: answered as configured ----
    login: (o = {}) =>
      call('login', o, () => {
        const answer = mp.answer('login', {})
        const entry = { answer }
        mp.record('login', entry)
        if (answer !== 'accept') throw fail(typeof answer === 'string' && answer !== 'fail' ? answer : 'login fail')
        entry.code = `harness-login-${crypto.randomBytes(6).toString('hex')}`
        return { code: entry.code }
      }),
    checkSession: (o) => call('checkSession', o, () => void mp.record('checkSession', {})),
    getSetting: (o) => call('getSetting', o, () => ({ authSetting: { ...mp.authSetting } })),
    onNeedPrivacyAuthorization: (cb) => mp.listen('needPrivacyAuthorization', cb),
    requirePrivacyAuthorize: (o = {}) =>
      call('requirePrivacyAuthorize', o, () => privacyGate('requirePrivacyAuthorize')),
    getPrivacySetting: (o = {}) =>
      call('getPrivacySetting', o, () => ({
        needAuthorization:
          !!mp.build.appJson.__usePrivacyCheck__ && !mp.privacyAgreed && mp.answer('privacy', {}) === 'ask',
        privacyContractName: '《展会名录小程序隐私保护指引》',
      })),
    openPrivacyContract: (o = {}) => call('openPrivacyContract', o, () => void mp.record('openPrivacyContract', {})),
    saveImageToPhotosAlbum: (o = {}) =>
      call('saveImageToPhotosAlbum', o, async () => {
        await privacyGate('saveImageToPhotosAlbum')
        mp.record('saveImageToPhotosAlbum', { filePath: o.filePath })
        if (!o.filePath) throw fail('parameter error: filePath is required')
      }),
    authorize: (o = {}) =>
      call('authorize', o, () => {
        const answer = mp.answer('authorize', { scope: o.scope })
        mp.record('authorize', { scope: o.scope, answer })
        mp.authSetting[o.scope] = answer === 'accept'
        if (answer !== 'accept') throw fail('auth deny')
      }),
    openSetting: (o = {}) =>
      call('openSetting', o, () => {
        mp.requireGesture('openSetting')
        mp.record('openSetting', {})
        return { authSetting: { ...mp.authSetting } }
      }),
    getUserProfile: (o = {}) =>
      call('getUserProfile', o, () => {
        mp.requireGesture('getUserProfile')
        const answer = mp.answer('userProfile', { desc: o.desc })
        mp.record('getUserProfile', { desc: o.desc, answer })
        if (answer !== 'accept') throw fail('auth deny')
        return { userInfo: { nickName: '微信用户', avatarUrl: '', gender: 0, language: 'zh_CN' } }
      }),
    requestSubscribeMessage: (o = {}) =>
      call('requestSubscribeMessage', o, () => {
        const tmplIds = o.tmplIds
        const entry = { tmplIds }
        mp.record('requestSubscribeMessage', entry)
        if (!Array.isArray(tmplIds) || tmplIds.length === 0) throw fail("TmplIds can't be empty", { errCode: 10001 })
        if (tmplIds.length > 3) throw fail('Templates count out of max bounds', { errCode: 20003 })
        mp.requireGesture('requestSubscribeMessage', { errCode: 20001 })
        const answer = mp.answer('subscribeMessage', entry)
        if (answer === 'fail') {
          entry.answer = 'fail'
          throw fail('The main switch is switched off', { errCode: 20004 })
        }
        const result = {}
        for (const id of tmplIds) result[id] = typeof answer === 'object' ? (answer[id] ?? 'reject') : answer
        entry.answer = result
        return result
      }),
    addPhoneCalendar: (o = {}) =>
      call('addPhoneCalendar', o, async () => {
        await privacyGate('addPhoneCalendar')
        const entry = {
          title: o.title,
          startTime: o.startTime,
          endTime: o.endTime,
          description: o.description,
          location: o.location,
          alarm: o.alarm,
          alarmOffset: o.alarmOffset,
        }
        if (!o.title || !o.startTime) throw fail('parameter error: title and startTime are required')
        entry.answer = mp.answer('phoneCalendar', entry)
        mp.record('addPhoneCalendar', entry)
        if (entry.answer !== 'accept') throw fail('cancel')
      }),
    addPhoneRepeatCalendar: (o = {}) =>
      call('addPhoneRepeatCalendar', o, () => {
        const entry = { ...plain(o) }
        entry.answer = mp.answer('phoneCalendar', entry)
        mp.record('addPhoneRepeatCalendar', entry)
        if (entry.answer !== 'accept') throw fail('cancel')
      }),

    // ---- routing: followed by the simulated page stack ----
    navigateTo: (o = {}) => call('navigateTo', o, () => mp.navigate('navigateTo', o)),
    redirectTo: (o = {}) => call('redirectTo', o, () => mp.navigate('redirectTo', o)),
    reLaunch: (o = {}) => call('reLaunch', o, () => mp.navigate('reLaunch', o)),
    navigateBack: (o = {}) => call('navigateBack', o, () => mp.navigate('navigateBack', o)),
    switchTab: (o = {}) => call('switchTab', o, () => mp.navigate('switchTab', o)),
    navigateToMiniProgram: (o = {}) =>
      call('navigateToMiniProgram', o, () => void mp.record('navigateToMiniProgram', plain(o))),

    // ---- layout queries: no layout engine here ----
    createSelectorQuery: () => selectorQuery(mp),
    createIntersectionObserver: () => {
      const observer = {
        relativeTo: () => observer,
        relativeToViewport: () => observer,
        observe: (selector) => void mp.record('createIntersectionObserver', { selector }),
        disconnect() {},
      }
      return observer
    },
  }

  // Reads of APIs the simulation lacks are collected, so a failure can name them.
  return new Proxy(wx, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target) && !NOT_APIS.has(key)) mp.missingApis.add(key)
      return target[key]
    },
  })
}

/**
 * A selector query answers null for every node (there is no layout to measure, see README), except
 * a `<canvas type="2d">` asked for its node: that answers a canvas of the page's width (375 × 400)
 * whose 2D context records what is drawn (mp.canvases: id → { calls, texts }).
 */
function selectorQuery(mp) {
  const queue = []
  const node = (selector) => ({
    boundingClientRect: (cb) => {
      queue.push({ cb })
      return query
    },
    scrollOffset: (cb) => {
      queue.push({ cb })
      return query
    },
    fields: (fields, cb) => {
      queue.push({ cb, canvas: fields?.node ? selector : null })
      return query
    },
    node: (cb) => {
      queue.push({ cb, canvas: selector })
      return query
    },
    context: (cb) => {
      queue.push({ cb })
      return query
    },
  })
  const query = {
    in: () => query,
    select: node,
    selectAll: node,
    selectViewport: node,
    exec: (cb) => {
      mp.record('createSelectorQuery', { requests: queue.length })
      mp.timers.setTimeout(() => {
        const results = queue.map((q) => (q.canvas ? canvasNode(mp, q.canvas) : null))
        queue.forEach((q, i) => q.cb?.(results[i]))
        cb?.(results)
      }, 0)
    },
  }
  return query
}

/** The rendered `<canvas>` a `#id` selector names on the page on top, as a recording 2D canvas. */
function canvasNode(mp, selector) {
  const id = typeof selector === 'string' && selector.startsWith('#') ? selector.slice(1) : null
  // WeChat finds the canvas by its id; the simulation's tree does not keep ids on built-in
  // components, so a page's only canvas stands for it (pages here have at most one)
  const canvases = mp.page ? [...mp.page.root.querySelectorAll('*')].filter((e) => /canvas$/i.test(e.tagName)) : []
  const el = id
    ? (canvases.find((e) => e.id === id || e.getAttribute('id') === id) ?? (canvases.length === 1 ? canvases[0] : null))
    : null
  if (!el) return null
  const record = mp.canvases.get(id) ?? { calls: [], texts: [] }
  mp.canvases.set(id, record)
  const width = mp.system.windowWidth ?? 375
  const height = 400
  const state = {}
  const context = new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key]
      return (...args) => {
        record.calls.push([key, ...args])
        if (key === 'fillText') record.texts.push(String(args[0]))
      }
    },
    set(target, key, value) {
      target[key] = value
      return true
    },
  })
  return {
    node: { width, height, getContext: () => context, requestAnimationFrame: (fn) => mp.timers.setTimeout(fn, 16) },
    width,
    height,
  }
}
