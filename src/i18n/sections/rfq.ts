// The words of the RFQ form (src/features/consult), in both languages: its rules' messages are the
// shared rules' own (rules/rfq.ts, the server answers the same words). A module of its own so they
// and the RFQ rules load with the consult pages, not with the first screen (bench:size): every file
// that reads `t.rfq` imports this module (src/i18n/sections.ts).
import { RFQ_RULE_MESSAGES } from '../../../rules'
import { defineSection } from '../sections'
import type { RfqRuleKey } from '../../../rules'

export type RfqWords = Record<RfqRuleKey, string> & {
  description: string
  postFailed: string
  postedSuccessfully: string
  publishedSuccessfully: string
  sentToExhibitor: string
  generalPosted: string
  contactFound: string
  confirmUpdateContact: string
}

declare module '../sections' {
  interface FeatureWords {
    rfq: RfqWords
  }
}

export default defineSection('rfq', {
  'ZH-CN': {
    description: '需求描述',
    ...RFQ_RULE_MESSAGES['ZH-CN'],
    postFailed: '发布失败！',
    postedSuccessfully: '发布成功！',
    publishedSuccessfully: '发布成功',
    sentToExhibitor: '我们已将您的询盘发送至展商邮箱。',
    generalPosted: '如有用户感兴趣，将通过短信通知您。',
    contactFound: '已找到联系方式',
    confirmUpdateContact: '确认更新您的联系方式？',
  },
  EN: {
    description: 'Description',
    ...RFQ_RULE_MESSAGES.EN,
    postFailed: 'Post failed!',
    postedSuccessfully: 'Posted Sucessfully！',
    publishedSuccessfully: 'Published successfully',
    sentToExhibitor: "We have sent your inquiry to the exhibitor's mailbox.",
    generalPosted: 'If users are interested, they will inform you via SMS.',
    contactFound: 'Contact information found',
    confirmUpdateContact: 'Confirm to update your contact information?',
  },
})
