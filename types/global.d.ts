/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'h5'
    TARO_APP_ID: string
  }
}

/** Injected at build time by config/index.ts (see README "Configuration"). */
declare const APP_CONFIG: {
  rxwebBaseUrl: string
  showBaseUrl: string
  appSchemes: string[]
  appLandingUrl: string
  defaultEventCode: string
  /** the mini-program's subscription message template for session reminders */
  reminderTemplateId: string
  /** the e-badges' Ed25519 public key, raw base64url (issue 28: scans are checked on the device) */
  badgePublicKey: string
}
