// Preset facts measured on this machine: ../shared/notes/taro-on-this-machine.md ("Jest").
const path = require('path')
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const esmPackages = [
  '@tarojs',
  'taro-ui',
  '@stencil',
  'swiper',
  'lodash-es',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  '@babel/runtime/helpers/esm',
  'uuid',
  'style-inject',
  'tslib',
  '.pnpm',
].join('|')

module.exports = defineJestConfig({
  bail: 0,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}', '<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  setupFiles: [
    require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'),
    path.join(__dirname, 'test-support/jest.setup.js'),
  ],
  transform: {
    '^.+\\.(mjs|js|jsx|ts|tsx)$': require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js'),
  },
  transformIgnorePatterns: [`node_modules/(?!(.*/)?(${esmPackages}))`],
  moduleNameMapper: {
    '\\.(css|scss|sass|less)$': path.join(__dirname, 'test-support/style-mock.js'),
    '^@/(.*)$': '<rootDir>/src/$1',
    '^uuid$': require.resolve('uuid'),
  },
  globals: {
    APP_CONFIG: {
      rxwebBaseUrl: 'http://api.test',
      showBaseUrl: 'http://show.test',
      appSchemes: ['expodirectory://', 'expodirectorypro://'],
      appLandingUrl: 'https://app-landing.test/get',
      defaultEventCode: 'SIMM',
      reminderTemplateId: 'session-reminder-test',
      badgePublicKey: 'FcxkuUkkGtuH6v_PCYBiXTlglMrCvtAUsMimynKtCzA',
    },
  },
})
