// What the builds the tests drive are made with (scripts/test.mjs; README "Browser tests"). The
// "open the app" footer banner shows only when the build names the app's landing page
// (config/app-config.ts): a reserved test domain (.test, RFC 2606), which the browser tests answer
// themselves (e2e/covered-actions.test.mjs).
export const TEST_BUILD_ENV = {
  APP_LANDING_URL: 'https://app-landing.test/get',
}
