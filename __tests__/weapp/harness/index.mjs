// The mini-program test harness: see README.md in the folder above.
export { launchMiniProgram, MiniProgram, DEFAULT_ANSWERS, DEFAULT_SYSTEM, toSearch } from './mini-program.mjs'
export { PageHandle, StepError } from './page.mjs'
export { loadBuild, DIST_DIR } from './build.mjs'
export { referenceServer, api, rememberSession, sessionOf, SESSION_HEADER } from './server.mjs'
export { TINY_PNG } from './wx.mjs'
