import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { readAppConfig } from './app-config'

// H5 URLs are exactly the spec's routes (browser history), e.g. /exhibitors/detail?companyProfileId=…
// The route table is JSON so this file (loaded by Taro without the app's TypeScript) can read it.
const ROUTES: Array<{ path: string; page: string }> = require('../src/routes.json')
const customRoutes = Object.fromEntries(ROUTES.map((r) => [`/${r.page}`, r.path]))

/**
 * The app only uses `observer` on function components: mobx-react-lite provides exactly that
 * (mobx-react re-exports it and adds class-component support we do not use, ~7 KB gzip per page).
 */
function aliasMobxReactLite(chain: { resolve: { alias: { set: (k: string, v: string) => unknown } } }) {
  chain.resolve.alias.set('mobx-react$', 'mobx-react-lite')
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
      APP_CONFIG: JSON.stringify(readAppConfig(platform)),
    },
    alias: {
      '@': require('path').resolve(__dirname, '..', 'src'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: process.env.CI !== 'true' && !process.env.TARO_OUTPUT_ROOT },
    mini: {
      webpackChain(chain) {
        aliasMobxReactLite(chain)
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
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'browser', customRoutes },
      // Plain-HTML React components instead of the Stencil web components: the same API at a
      // fraction of the first-load bytes (measured with bench:size; see docs/decisions.md "Size").
      useHtmlComponents: true,
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
        const shims = require('path').resolve(__dirname, 'shims')
        chain.resolve.alias
          .set('whatwg-fetch$', `${shims}/empty.js`)
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', `${shims}/empty.js`)
          .set('jsonp-retry$', `${shims}/no-jsonp.js`)
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
