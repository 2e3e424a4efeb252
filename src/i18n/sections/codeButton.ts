// The words of the SMS code button (src/components/code-button), used by the forms that verify a phone, in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.codeButton` imports this module (src/i18n/sections.ts).
import { defineSection } from '../sections'

/** the verification-code button (src/components/code-button) */
export interface CodeButtonWords {
  getCode: string
  getNewCode: string
  /** while counting down to the next code: {seconds} */
  countdown: string
  sending: string
  getCodeSuccess: string
  getCodeFailed: string
  phoneRequired: string
}

declare module '../sections' {
  interface FeatureWords {
    codeButton: CodeButtonWords
  }
}

export default defineSection('codeButton', {
  'ZH-CN': {
    getCode: '获取验证码',
    getNewCode: '重新获取',
    countdown: '{seconds} 秒',
    sending: '发送中…',
    getCodeSuccess: '获取验证码成功！',
    getCodeFailed: '获取验证码失败！',
    phoneRequired: '请输入手机号码',
  },
  EN: {
    getCode: 'Get Verification code',
    getNewCode: 'Get a new code',
    countdown: '{seconds} s',
    sending: 'Sending…',
    getCodeSuccess: 'Get verification code successfully!',
    getCodeFailed: 'Get verification code failed!',
    phoneRequired: 'Please enter your mobile phone number',
  },
})
