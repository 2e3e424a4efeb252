import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { readAppConfig } from './app-config'
import { APP_START_HOLD } from '../src/boot/app-start-hold'

// H5 URLs are exactly the spec's routes (browser history), e.g. /exhibitors/detail?companyProfileId=…
// The route table (src/routes.ts) is written out as src/routes.json (npm run routes) so this file,
// loaded by Taro without the app's TypeScript, can read it.
const ROUTES: Array<{ path: string; page: string }> = require('../src/routes.json')
const customRoutes = Object.fromEntries(ROUTES.map((r) => [`/${r.page}`, r.path]))

/**
 * TypeScript outside src/ the app imports and the build must compile: the validation rules shared
 * with the server (rules/). types/ needs nothing: it holds only types.
 */
const sharedSources = { include: [require('path').resolve(__dirname, '..', 'rules')] }

/**
 * The app only uses `observer` on function components: mobx-react-lite provides exactly that
 * (mobx-react re-exports it and adds class-component support we do not use, ~7 KB gzip per page).
 */
/**
 * A feature's index.ts only re-exports (lint keeps every other module behind it). Marked free of
 * side effects, a page takes only the views it imports through it: /meeting/list's chunk without
 * the session detail and the speaker page, which are pages of their own (bench:size).
 */
type RuleChain = { test: (r: RegExp) => { set: (key: string, value: unknown) => unknown } }
function featureDoorsWithoutSideEffects(chain: { module: { rule: (name: string) => RuleChain } }) {
  chain.module
    .rule('feature-doors')
    .test(/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/)
    .set('sideEffects', false)
}

/**
 * rules/ (shared with the server) is one module per domain behind rules/index.ts, which only
 * re-exports; none of them has side effects. So marked, the app chunk holds the core rules it uses
 * and each feature's chunk the domains it imports (the RFQ, edit, matchmaking and form rules and
 * their bilingual messages were all in app.js while rules/index.ts was one module).
 */
function rulesWithoutSideEffects(chain: { module: { rule: (name: string) => RuleChain } }) {
  chain.module
    .rule('shared-rules')
    .test(/[\\/]rules[\\/][^\\/]+\.ts$/)
    .set('sideEffects', false)
}

function aliasMobxReactLite(chain: { resolve: { alias: { set: (k: string, v: string) => unknown } } }) {
  chain.resolve.alias.set('mobx-react$', 'mobx-react-lite')
}

/**
 * src/boot/early-requests.ts compiled to one small script for index.html (H5 only): it starts the
 * first list page and its first images while the app's JavaScript downloads. Built here, not by
 * webpack, because it must run before the bundles and is inlined rather than loaded.
 */
function bootScript(appConfig: object): string {
  const { buildSync } = require('esbuild') as typeof import('esbuild')
  const path = require('path') as typeof import('path')
  const result = buildSync({
    stdin: {
      contents: "import { boot } from './early-requests'\nboot()\n",
      resolveDir: path.resolve(__dirname, '../src/boot'),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    // the browserslist of package.json
    target: ['chrome70', 'ios12', 'safari12'],
    define: { APP_CONFIG: JSON.stringify(appConfig) },
    // uuid's browser build (crypto.getRandomValues), as webpack picks it
    mainFields: ['browser', 'module', 'main'],
    conditions: ['browser'],
    tsconfig: path.resolve(__dirname, '../tsconfig.json'),
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].text.trim()
  // Inlined in a <script> element: a closing tag inside would end it early.
  if (/<\/script/i.test(code)) throw new Error('boot script contains </script>')
  // It is in every H5 page's HTML, before anything shows: its size is watched (12.8 KB before it
  // drew the first cards, 16.7 KB with them: issue 27 item 4).
  console.log(`boot script: ${(code.length / 1024).toFixed(1)} KB inlined in index.html`)
  return code
}

/**
 * With useHtmlComponents, Taro imports the CSS of every HTML component (picker, swiper, icon,
 * pull-to-refresh…) into the app bundle, injected at start-up. This copy keeps the rules of the
 * components the app uses (View, Text, Image, ScrollView, Input, Textarea, Button) and drops the
 * rest, generated from the installed package so it follows upgrades.
 */
function trimmedComponentsCss(): string {
  const fs = require('fs') as typeof import('fs')
  const path = require('path') as typeof import('path')
  const postcss = require('postcss') as typeof import('postcss')
  const source = require.resolve('@tarojs/components-react/dist/index.css')
  const unused = /taro-picker|weui-picker|weui-icon|swiper|rmc-pull-to-refresh/
  const root = postcss.parse(fs.readFileSync(source, 'utf8'))
  root.walkAtRules(/keyframes$/, (at) => {
    if (unused.test(at.params)) at.remove()
  })
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return
    const kept = rule.selectors.filter((selector) => !unused.test(selector))
    if (kept.length === 0) rule.remove()
    else rule.selectors = kept
  })
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove()
  })
  const out = path.resolve(__dirname, '../node_modules/.cache/expo-directory/components-react.css')
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, root.toString())
  return out
}

/**
 * taro-ui's component stylesheets, compiled here to plain CSS that the app imports instead of the
 * library's .scss (the alias below keeps the imports as the library documents them).
 *
 * Why: taro-ui 3.3.2, the newest release, still joins its sheets with Sass `@import`, which Dart Sass
 * deprecates (removal in Dart Sass 3). Our own sheets use `@use`; the library's we cannot change, and
 * compiled by the build they printed a page of deprecation warnings per build, hiding any new one
 * (`npm test` now fails on a deprecation in a build's output). Compiled here with that one
 * deprecation silenced for this one library, the CSS is the same as before (checked rule for rule)
 * and still goes through the build's PostCSS (pxtransform, autoprefixer) like our own sheets: it is
 * written outside node_modules, under the project's .cache/.
 */
const TARO_UI_COMPONENT_STYLES = ['button', 'input', 'checkbox'] as const
function taroUiStyles(chain: { resolve: { alias: { set: (k: string, v: string) => unknown } } }) {
  const fs = require('fs') as typeof import('fs')
  const path = require('path') as typeof import('path')
  const sass = require('sass') as typeof import('sass')
  const outDir = path.resolve(__dirname, '../.cache/taro-ui-styles')
  fs.mkdirSync(outDir, { recursive: true })
  for (const name of TARO_UI_COMPONENT_STYLES) {
    const source = require.resolve(`taro-ui/lib/style/components/${name}.scss`)
    const css = sass.compile(source, { style: 'expanded', silenceDeprecations: ['import'] }).css
    const out = path.join(outDir, `${name}.css`)
    // unchanged content keeps the file's time, so watch builds do not rebuild for nothing
    if (!fs.existsSync(out) || fs.readFileSync(out, 'utf8') !== css) fs.writeFileSync(out, css)
    chain.resolve.alias.set(`taro-ui/lib/style/components/${name}.scss$`, out)
  }
}

// The few webpack shapes the plugins below use (webpack's own types are not a dependency here).
interface ChunkGroup {
  isInitial(): boolean
  origins: Array<{ request?: string }>
  chunks: Array<{ files: Iterable<string> }>
}
interface Compilation {
  emitAsset(file: string, source: unknown): void
  outputOptions: { publicPath?: unknown }
  chunkGroups: ChunkGroup[]
  getAsset(name: string): { source: { source(): string | Buffer } } | undefined
  updateAsset(file: string, fn: (old: unknown) => unknown): void
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } }
}
interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_ANALYSE: number; PROCESS_ASSETS_STAGE_REPORT: number }
    sources: { ConcatSource: new (...parts: unknown[]) => unknown; RawSource: new (source: string) => unknown }
  }
  hooks: { compilation: { tap(name: string, fn: (compilation: Compilation) => void): void } }
}

/** The files of a chunk group whose names match `pattern` (all its chunks). */
function groupFiles(group: ChunkGroup, pattern: RegExp): string[] {
  const files: string[] = []
  for (const chunk of group.chunks) for (const file of chunk.files) if (pattern.test(file)) files.push(file)
  return files
}

/** Whether the group is the lazily loaded chunk group of a page (the router's import of it). */
function loadsPage(group: ChunkGroup, page = ''): boolean {
  return (
    !group.isInitial() &&
    group.origins.some((o) => {
      const request = o.request?.replace(/\\/g, '/') ?? ''
      return page ? request.endsWith(page) : /\/pages\//.test(request)
    })
  )
}

/**
 * The root font size that rem units (pxtransform: 750 design px = the screen's width) are scaled by,
 * printed in index.html in place of Taro's script of the same formula (40 px × width / 750, between
 * 20 and 40 px). Taro's takes the smaller of the document's width and its height: on a resize while
 * the document is still short (before the app stylesheet applies, the body is 8 px high) it sets
 * the 20 px floor, and its second try 500 ms later the right size. Lighthouse's mobile emulation
 * resizes at that moment, and so can a web view showing or hiding its toolbar: every rem-sized box
 * of the first screen grew by a tenth and moved down (CLS 0.085 on /meeting/list). Here a short
 * document counts as tall as the window, so a phone held either way still gets its narrow side.
 */
function remScript({
  designWidth,
  rootValue = 40,
  min = 20,
  max = 40,
}: {
  designWidth: number
  rootValue?: number
  min?: number
  max?: number
}) {
  return (
    '!function(n){function f(){var e=n.document.documentElement,r=e.getBoundingClientRect(),' +
    'w=Math.min(r.width||n.innerWidth,Math.max(r.height,n.innerHeight)||r.width||n.innerWidth),' +
    `x=${rootValue}*w/${designWidth};` +
    `e.style.fontSize=x>=${max}?"${max}px":x<=${min}?"${min}px":x+"px"}` +
    'n.addEventListener("resize",function(){f();setTimeout(f,500)});f()}(window);'
  )
}

/** The longest the bundles wait for the boot script's first cards (ms after the document's head). */
const APP_START_HOLD_MAX_MS = 1000

/**
 * The loader of the app's bundles, at the end of <head> (they are preloaded at its top): it adds
 * them as ordered scripts once the document is parsed, which is what `defer` did, except on a
 * directory list, where the boot script holds them until its first cards are on screen. On a phone
 * whose network is fast and CPU slow the bundles otherwise arrived first, and the app's start (a
 * second of work on Lighthouse's 4× CPU) kept the drawn cards off the screen until it was done: the
 * largest paint still waited for the app. Where the network is slow, the small answer and its image
 * come long before the bundles and nothing waits; the wait is capped either way.
 */
function startBundles(bundles: string[]): string {
  return (
    '(function(s){var d=document,n=0,run=function(){if(n++)return;s.forEach(function(u){' +
    'var e=d.createElement("script");e.src=u;e.async=!1;d.head.appendChild(e)})},' +
    'go=function(){d.readyState==="loading"?d.addEventListener("DOMContentLoaded",run):run()},' +
    `h=window.${APP_START_HOLD};h&&h.then?(h.then(go,go),setTimeout(go,${APP_START_HOLD_MAX_MS})):go()})(` +
    JSON.stringify(bundles) +
    ')'
  )
}

/** Taro's global.css as installed (aliased away from the bundle: see FirstScreenHtml). */
function taroGlobalCss(): string {
  const fs = require('fs') as typeof import('fs')
  const css = fs.readFileSync(require.resolve('@tarojs/components/global.css'), 'utf8').trim()
  if (/<\/style/i.test(css)) throw new Error('@tarojs/components/global.css contains </style>')
  return css
}

/** Up to this size (raw) the app stylesheet is inlined in index.html (~5 KB compressed). */
const APP_CSS_INLINE_MAX = 24 * 1024

/** the inlined stylesheets whose size the build has printed */
const reportedCss = new Set<string>()

/**
 * index.html for a fast first screen:
 * - Deep links: the router loads a page's chunk only after the app bundle has run, one round trip
 *   later. A script preloads the current route's chunks (JS and CSS) alongside the bundle. The
 *   route → files table is read from the compilation, so it always names this build's files.
 * - The bundles are preloaded before the inline scripts, so they are requested first, and started
 *   by a loader at the end of <head> (startBundles).
 * - A small app stylesheet is inlined instead of costing a render-blocking request.
 */
class FirstScreenHtml {
  apply(compiler: Compiler) {
    const HtmlWebpackPlugin = require(
      require.resolve('html-webpack-plugin', { paths: [require.resolve('@tarojs/webpack5-runner')] }),
    )
    compiler.hooks.compilation.tap('first-screen-html', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('first-screen-html', (data: { html: string }) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/')
        const table: Record<string, string[]> = {}
        for (const route of ROUTES) {
          const files = new Set<string>()
          for (const group of compilation.chunkGroups) {
            if (!loadsPage(group, route.page)) continue
            for (const file of groupFiles(group, /\.(js|css)$/)) files.add(publicPath + file)
          }
          if (files.size > 0) table[route.path] = [...files]
        }
        const script =
          '(function(t){var f=t[location.pathname.replace(/\\/+$/,"")];f&&f.forEach(function(u){' +
          'var l=document.createElement("link");l.rel="preload";l.as=/\\.css$/.test(u)?"style":"script";' +
          'l.href=u;document.head.appendChild(l)})})(' +
          JSON.stringify(table) +
          ')'
        // The bundles are preloaded first, so the browser requests them before it runs the inline
        // scripts, and run by a loader at the end of <head> (startBundles) in their order once the
        // document is parsed, as `defer` ran them, unless the boot script holds them back for the
        // first cards it draws. The table script goes after the "/" rewrite, which changes
        // location.pathname.
        const bundles: string[] = []
        let html = data.html.replace(/<script defer[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
          bundles.push(src)
          return ''
        })
        if (/<script defer/.test(html)) throw new Error('first-screen-html: a bundle tag was not recognised')
        // At low priority: at the default (high) they were fetched ahead of what the first paint
        // needs and held it (/meeting/list's first paint 0.84 → 1.81 s on Lighthouse, quiet
        // machine; 0.87 s at low, LCP unchanged). The boot script's early image keeps its own high
        // priority.
        const preloads = bundles
          .map((src) => `<link rel="preload" as="script" fetchpriority="low" href="${src}">`)
          .join('')
        html = html.replace('</title>', `</title>${preloads}`)
        html = html.replace(/(<link[^>]*rel="stylesheet")/, `<script>${script}</script>$1`)
        html = html.replace('</head>', `<script>${startBundles(bundles)}</script></head>`)
        // The app stylesheet (the HTML components and the base styles, 14 KB, 3 KB compressed) is
        // not worth a render-blocking request of its own: inline it. (It outgrew an 8 KB limit
        // unnoticed once, costing /exhibitors/list ~0.1 s of first paint: say so when it does.)
        html = html.replace(/<link href="([^"]+\.css)" rel="stylesheet">/g, (tag, href: string) => {
          const asset = compilation.getAsset(href.slice(publicPath.length))
          const css = asset ? String(asset.source.source()) : ''
          if (asset && css.length < APP_CSS_INLINE_MAX && !/<\/style/i.test(css)) {
            // once per stylesheet (the hook runs for every HTML file of the build)
            if (!reportedCss.has(href))
              console.log(`first-screen-html: ${href} (${(css.length / 1024).toFixed(1)} KB) inlined`)
            reportedCss.add(href)
            return `<style>${css}</style>`
          }
          console.warn(`first-screen-html: ${href} (${css.length} bytes) is not inlined (limit ${APP_CSS_INLINE_MAX})`)
          return tag
        })
        // Taro's base rules (@tarojs/components/global.css), which its entry imports through
        // style-loader: a <style> the bundle injected at start-up as the first child of <head>
        // (Taro's insertAtTop), at the cost of style-loader's runtime in app.js (~2 KB gzip).
        // The same rules printed here, first in <head>, keep their place in the cascade (before
        // the app stylesheet and every page's) and cost nothing. (After the charset, which must
        // come early.)
        html = html.replace(/<head>(<meta charset="[^"]*"\/?>)?/, (head) => `${head}<style>${taroGlobalCss()}</style>`)
        data.html = html
        return data
      })
    })
  }
}

/**
 * Chrome's explicit compile hint (Chrome 126+; other browsers read a comment): V8 compiles every
 * function of these files while it streams them, off the main thread, instead of lazily on first
 * call on the main thread during start-up. Only for the scripts that run at start-up: the entry
 * chunks and the pages' own chunks. Added after minification, which would drop the comment.
 */
class EagerCompileHint {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.compilation.tap('eager-compile-hint', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'eager-compile-hint', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const files = new Set<string>()
          for (const group of compilation.chunkGroups) {
            if (group.isInitial() || loadsPage(group)) groupFiles(group, /\.js$/).forEach((file) => files.add(file))
          }
          for (const file of files) {
            compilation.updateAsset(
              file,
              (old: unknown) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', old),
            )
          }
        },
      )
    })
  }
}

/**
 * dist/csp.json for the server's Content-Security-Policy: the hashes of index.html's inline scripts
 * (the "/" rewrite, the route-chunk table, the boot script), so they run under a policy that allows
 * no other inline script, and the API origins the app calls.
 * Read from the final index.html, after every other plugin has changed it.
 */
class CspManifest {
  constructor(private readonly appConfig: { rxwebBaseUrl: string; showBaseUrl: string }) {}
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    const crypto = require('crypto') as typeof import('crypto')
    const hash = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`
    compiler.hooks.compilation.tap('csp-manifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'csp-manifest', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const html = String(compilation.getAsset('index.html')?.source.source() ?? '')
          if (!html) return
          const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
          const origins = [this.appConfig.rxwebBaseUrl, this.appConfig.showBaseUrl]
            .filter((u) => /^https?:\/\//.test(u))
            .map((u) => new URL(u).origin)
          const manifest = {
            scriptHashes: [...new Set(scripts.filter((s) => s.trim()).map(hash))],
            apiOrigins: [...new Set(origins)],
          }
          compilation.emitAsset('csp.json', new sources.RawSource(JSON.stringify(manifest, null, 2)) as never)
        },
      )
    })
  }
}

/**
 * The H5 service worker (src/platform/offline-worker/sw.ts), compiled by Workbox's InjectManifest
 * into dist/sw.js with the list of this build's files to precache: every script, stylesheet, font
 * and icon webpack emits (each page's chunk and each lazily loaded part) and index.html, the shell.
 * Hashed names are their own revision; index.html gets a hash of its content. Production H5 builds
 * only (a development server has no worker: stale code while editing helps nobody).
 */
function offlineWorker(chain: { plugin: (name: string) => { use: (plugin: unknown, args: unknown[]) => unknown } }) {
  const path = require('path') as typeof import('path')
  const { InjectManifest } = require('workbox-webpack-plugin')
  chain.plugin('offline-worker').use(InjectManifest, [
    {
      swSrc: path.resolve(__dirname, '../src/platform/offline-worker/sw.ts'),
      swDest: 'sw.js',
      // the server's files, not the app's: the CSP manifest, bench statistics, source maps
      exclude: [/\.map$/, /^csp\.json$/, /^stats\.json$/, /LICENSE/],
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
      // every page's code, whatever its size (the largest chunks are a few hundred KB)
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
  ])
}

class StatsWriter {
  apply(compiler: {
    hooks: { done: { tap: (name: string, fn: (stats: { toJson: (o: object) => unknown }) => void) => void } }
    outputPath: string
  }) {
    compiler.hooks.done.tap('stats-writer', (stats) => {
      const json = stats.toJson({ modules: true, chunks: true, assets: true, source: false })
      require('fs').writeFileSync(require('path').join(compiler.outputPath, 'stats.json'), JSON.stringify(json))
    })
  }
}

export default defineConfig<'webpack5'>(async (merge) => {
  const platform = process.env.TARO_ENV
  const appConfig = readAppConfig(platform)
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'expo-directory',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // Separate outputs so both targets can be built side by side (project.config.json points at dist-weapp).
    // TARO_OUTPUT_ROOT lets parallel work build elsewhere without clobbering dist/.
    outputRoot: process.env.TARO_OUTPUT_ROOT || (platform === 'h5' ? 'dist' : `dist-${platform}`),
    plugins: [],
    defineConstants: {
      APP_CONFIG: JSON.stringify(appConfig),
    },
    alias: {
      '@': require('path').resolve(__dirname, '..', 'src'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: 'webpack5',
    // H5 only: with the persistent cache, a weapp build keeps stale subpackage chunks
    // (pages/<pkg>/sub-common/*.js) after a change to a module they hold, so the mini-program tests
    // would run old code. A cold weapp build takes ~12 s.
    cache: { enable: process.env.CI !== 'true' && !process.env.TARO_OUTPUT_ROOT && platform === 'h5' },
    mini: {
      compile: sharedSources,
      webpackChain(chain) {
        aliasMobxReactLite(chain)
        taroUiStyles(chain)
        featureDoorsWithoutSideEffects(chain)
        rulesWithoutSideEffects(chain)
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' },
        },
      },
    },
    h5: {
      compile: sharedSources,
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'browser', customRoutes },
      // Plain-HTML React components instead of the Stencil web components: the same API at a
      // fraction of the first-load bytes (measured with bench:size; see docs/decisions.md "Size").
      useHtmlComponents: true,
      // taro-ui's stylesheets are written in design px like ours: they go through pxtransform too
      // (node_modules are skipped unless listed here), else their sizes come out doubled on H5.
      esnextModules: ['taro-ui'],
      // index.html prints it in a <script> before the bundles (see bootScript); the rem script is ours
      // (see remScript; Taro warns in development builds that it is replaced)
      htmlPluginOption:
        platform === 'h5' ? { bootScript: bootScript(appConfig), script: remScript({ designWidth: 750 }) } : {},
      // SOURCEMAP=1 writes .map files next to the bundles, for profiling a production build.
      enableSourceMap: process.env.SOURCEMAP === '1',
      sourceMapType: 'source-map',
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      webpackChain(chain) {
        // ANALYZE=1 writes dist/stats.json (module sizes) for bench investigations.
        aliasMobxReactLite(chain)
        taroUiStyles(chain)
        featureDoorsWithoutSideEffects(chain)
        rulesWithoutSideEffects(chain)
        const shims = require('path').resolve(__dirname, 'shims')
        chain.resolve.alias
          .set('whatwg-fetch$', `${shims}/empty.js`)
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', `${shims}/empty.js`)
          .set('jsonp-retry$', `${shims}/no-jsonp.js`)
          // The Stencil components' CSS (weui icon font, checkbox and radio styles): unused with
          // the HTML components. And the HTML components' CSS without the components not used.
          .set('@tarojs/components/dist/taro-components/taro-components.css$', `${shims}/empty.css`)
          // printed in index.html instead (FirstScreenHtml): no style-loader runtime in app.js
          .set('@tarojs/components/global.css$', `${shims}/empty.css`)
          .set('@tarojs/components-react/dist/index.css$', trimmedComponentsCss())
          // mobx's own production build (47 KB) rather than its ESM source minified here (66 KB):
          // the same code with its internal names shortened.
          .set('mobx$', require.resolve('mobx/dist/mobx.esm.production.min.js'))
        // resolved path, not request: the router imports it as './navigationBar.js'
        chain
          .plugin('no-navigation-bar')
          .use(require('webpack').NormalModuleReplacementPlugin, [
            /@tarojs[\\/]router[\\/]dist[\\/]navigationBar\.js$/,
            `${shims}/no-navigation-bar.js`,
          ])
        chain.plugin('first-screen-html').use(FirstScreenHtml)
        chain.plugin('eager-compile-hint').use(EagerCompileHint)
        chain.plugin('csp-manifest').use(CspManifest, [appConfig])
        if (process.env.NODE_ENV !== 'development') offlineWorker(chain)
        if (process.env.ANALYZE === '1') {
          chain.plugin('stats-writer').use(StatsWriter)
        }
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' },
        },
      },
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
