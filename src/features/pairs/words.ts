// The words of matchmaking (src/features/pairs), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.pairs` imports this module (src/i18n/sections.ts).
import { defineSection } from '../../i18n/sections'
import type { ReportReason } from '../../../types/api'

/** matchmaking (issue 12) */
export interface PairsWords {
  joinTitle: string
  joinIntro: string
  editCard: string
  name: string
  company: string
  position: string
  country: string
  role: string
  roleBuyer: string
  roleExhibitor: string
  roleOther: string
  interests: string
  interestsHint: string
  lookingFor: string
  lookingForPlaceholder: string
  contact: string
  contactHint: string
  join: string
  saveCard: string
  leave: string
  leaveConfirm: string
  leftToast: string
  joinedToast: string
  interested: string
  notInterested: string
  undo: string
  undone: string
  remainingToday: string
  limitReached: string
  resetsAt: string
  noMoreCandidates: string
  sharedInterests: string
  complementary: string
  lookingForLabel: string
  myMatches: string
  findPeople: string
  matchToast: string
  tabMutual: string
  tabInterestedInMe: string
  tabMine: string
  emptyMutual: string
  emptyInterestedInMe: string
  emptyMine: string
  follow: string
  followBack: string
  cancelFollow: string
  cancelFollowConfirm: string
  openChat: string
  noMessagesYet: string
  chatDisabledNote: string
  businessCard: string
  noContactShared: string
  chatPlaceholder: string
  send: string
  earlier: string
  loadingEarlier: string
  read: string
  sending: string
  queued: string
  failed: string
  retrySend: string
  pollingBanner: string
  conversationClosed: string
  block: string
  report: string
  blockConfirm: string
  reportConfirm: string
  /** the reasons offered for a report (the organiser reads the chosen one) */
  reportReasons: Record<ReportReason, string>
  /** what is chosen of the most: '3/6' (issue 22 item 11) */
  interestsChosen: string
  blockedToast: string
  reportedToast: string
  today: string
  yesterday: string
  venueTime: string
  rules: {
    nameRequired: string
    nameTooLong: string
    companyRequired: string
    companyTooLong: string
    positionRequired: string
    positionTooLong: string
    countryRequired: string
    countryTooLong: string
    interestsRequired: string
    interestsMax: string
    lookingForTooLong: string
    contactTooLong: string
    chatEmpty: string
    chatTooLong: string
  }
  /** the moment of a match (issue 22 item 5): who it is, and the way into the chat */
  matchIntro: string
  sayHello: string
  keepBrowsing: string
  seeMatches: string
  contactLine: string
  copyContact: string
  contactCopied: string
  undoMatch: string
  undoMatchConfirm: string
  cancelMatchConfirm: string
  /** the confirm button of withdrawing (Taro's H5 modal takes at most 4 Chinese / 8 Latin characters) */
  withdraw: string
  /** reporting one chat message to the organiser (issue 26): tap a message they sent, then Report */
  reportMessage: string
  /** the confirmation: the organiser reviews it; {name} is not told who */
  reportMessageConfirm: string
  messageReportedToast: string
  /** under a reported message (it cannot be reported twice) */
  messageReported: string
  /** a mutual match's chat: propose a meeting (issue 29.2) */
  proposeMeeting: string
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    pairs: PairsWords
  }
}

export default defineSection('pairs', {
  'ZH-CN': {
    joinTitle: '加入商贸配对',
    joinIntro: '填写名片，结识本届展会志同道合的采购商与展商。离开后名片立即对他人隐藏。',
    editCard: '编辑名片',
    name: '姓名',
    company: '公司',
    position: '职位',
    country: '国家/地区',
    role: '我是',
    roleBuyer: '采购商',
    roleExhibitor: '展商',
    roleOther: '其他',
    interests: '感兴趣的领域',
    interestsHint: '最多选择 {max} 项',
    lookingFor: '我在寻找',
    lookingForPlaceholder: '例如：长期供应商、海外经销商',
    contact: '交换名片时的联系方式（选填）',
    contactHint: '仅对互相感兴趣的人可见',
    join: '加入配对',
    saveCard: '保存名片',
    leave: '退出配对',
    leaveConfirm: '退出后您的名片将立即对所有人隐藏，确定退出吗？',
    leftToast: '已退出商贸配对',
    joinedToast: '名片已保存',
    interested: '感兴趣',
    notInterested: '不感兴趣',
    undo: '撤销',
    undone: '已撤销对 {name} 的选择',
    remainingToday: '今日剩余 {count} 次',
    limitReached: '今日配对次数已达上限',
    resetsAt: '展会当地时间 {time} 后可继续配对',
    noMoreCandidates: '暂时没有更多推荐，稍后再来看看',
    sharedInterests: '共同兴趣',
    complementary: '供需互补',
    lookingForLabel: '寻找',
    myMatches: '我的配对',
    findPeople: '去配对',
    matchToast: '配对成功！',
    tabMutual: '互相感兴趣',
    tabInterestedInMe: '对我感兴趣',
    tabMine: '我感兴趣的',
    emptyMutual: '还没有互相感兴趣的人',
    emptyInterestedInMe: '还没有人对您感兴趣',
    emptyMine: '您还没有标记感兴趣的人',
    follow: '感兴趣',
    followBack: '回应感兴趣',
    cancelFollow: '取消感兴趣',
    cancelFollowConfirm: '确定取消对 {name} 的兴趣吗？',
    openChat: '聊天',
    noMessagesYet: '还没有消息，打个招呼吧',
    chatDisabledNote: '本平台不提供聊天，配对成功后双方交换名片。',
    businessCard: '名片',
    noContactShared: '对方未留联系方式',
    chatPlaceholder: '输入消息，回车发送',
    send: '发送',
    earlier: '查看更早的消息',
    loadingEarlier: '加载中…',
    read: '已读',
    sending: '发送中',
    queued: '待发送',
    failed: '发送失败',
    retrySend: '重发',
    pollingBanner: '实时连接不可用，正在定时刷新',
    conversationClosed: '对方已不在配对中，无法继续发送消息',
    block: '屏蔽',
    report: '举报',
    blockConfirm: '屏蔽后您将不再看到对方，也不会收到对方的消息。确定屏蔽吗？',
    reportConfirm: '举报并屏蔽对方？主办方将收到举报。',
    blockedToast: '已屏蔽',
    reportedToast: '已举报并屏蔽',
    today: '今天',
    yesterday: '昨天',
    venueTime: '展会当地时间',
    rules: {
      nameRequired: '请填写姓名',
      nameTooLong: '姓名不能超过{max}个字符',
      companyRequired: '请填写公司',
      companyTooLong: '公司不能超过{max}个字符',
      positionRequired: '请填写职位',
      positionTooLong: '职位不能超过{max}个字符',
      countryRequired: '请填写国家或地区',
      countryTooLong: '国家或地区不能超过{max}个字符',
      interestsRequired: '请至少选择一个感兴趣的领域',
      interestsMax: '最多选择{max}个感兴趣的领域',
      lookingForTooLong: '寻找内容不能超过{max}个字符',
      contactTooLong: '联系方式不能超过{max}个字符',
      chatEmpty: '消息不能为空',
      chatTooLong: '消息不能超过{max}个字符',
    },
    reportReasons: { spam: '广告或骚扰信息', abuse: '辱骂或不当言论', fake: '虚假身份', other: '其他' },
    interestsChosen: '{count}/{max}',
    matchIntro: '您和 {name} 互相感兴趣',
    sayHello: '打个招呼',
    keepBrowsing: '继续看看',
    seeMatches: '在“我的配对”中查看名片',
    contactLine: '联系方式：{contact}',
    copyContact: '复制联系方式：{contact}',
    contactCopied: '联系方式已复制',
    undoMatch: '撤销配对',
    undoMatchConfirm: '撤销与 {name} 的配对吗？你们的聊天也将一并关闭。',
    cancelMatchConfirm: '取消对 {name} 的兴趣吗？你们的配对和聊天也将一并关闭。',
    withdraw: '不再关注',
    reportMessage: '举报这条消息',
    reportMessageConfirm: '主办方将审核这条消息。{name}不会知道是谁举报的。',
    messageReportedToast: '已提交主办方审核',
    messageReported: '已举报',
    proposeMeeting: '发起会面',
  },
  EN: {
    joinTitle: 'Join business matching',
    joinIntro:
      'Fill in your card to meet buyers and exhibitors of this show. Leave at any time: your card is hidden at once.',
    editCard: 'Edit my card',
    name: 'Name',
    company: 'Company',
    position: 'Position',
    country: 'Country / region',
    role: 'I am',
    roleBuyer: 'Buyer',
    roleExhibitor: 'Exhibitor',
    roleOther: 'Other',
    interests: 'Interests',
    interestsHint: 'Choose up to {max}',
    lookingFor: 'I am looking for',
    lookingForPlaceholder: 'e.g. long-term suppliers, overseas distributors',
    contact: 'Contact for card exchange (optional)',
    contactHint: 'Shown only to people you match with',
    join: 'Join',
    saveCard: 'Save card',
    leave: 'Leave matching',
    leaveConfirm: 'Your card will be hidden from everyone at once. Leave matching?',
    leftToast: 'You left business matching',
    joinedToast: 'Card saved',
    interested: 'Interested',
    notInterested: 'Not interested',
    undo: 'Undo',
    undone: 'Your choice on {name} was undone',
    remainingToday: '{count} left today',
    limitReached: 'The current number of matches has reached the maximum number of days',
    resetsAt: 'More matches from {time} (venue time)',
    noMoreCandidates: 'No more recommendations for now: come back later',
    sharedInterests: 'Shared interests',
    complementary: 'Buyer ↔ exhibitor',
    lookingForLabel: 'Looking for',
    myMatches: 'My matches',
    findPeople: 'Find people',
    matchToast: "It's a match!",
    tabMutual: 'Matches',
    tabInterestedInMe: 'Interested in me',
    tabMine: 'I marked',
    emptyMutual: 'No mutual matches yet',
    emptyInterestedInMe: 'Nobody has marked you yet',
    emptyMine: 'You have not marked anyone yet',
    follow: 'Interested',
    followBack: 'Interested too',
    cancelFollow: 'Withdraw interest',
    cancelFollowConfirm: 'Withdraw your interest in {name}?',
    openChat: 'Chat',
    noMessagesYet: 'No messages yet: say hello',
    chatDisabledNote: 'Chat is not offered here: matches exchange business cards.',
    businessCard: 'Business card',
    noContactShared: 'No contact shared',
    chatPlaceholder: 'Message (Enter to send)',
    send: 'Send',
    earlier: 'Earlier messages',
    loadingEarlier: 'Loading…',
    read: 'Read',
    sending: 'Sending',
    queued: 'Sending when online',
    failed: 'Not sent',
    retrySend: 'Retry',
    pollingBanner: 'Live connection unavailable: refreshing every few seconds',
    conversationClosed: 'This person is no longer matched with you: messages cannot be sent',
    block: 'Block',
    report: 'Report',
    blockConfirm: 'You will no longer see this person or receive their messages. Block?',
    reportConfirm: 'Report and block this person? The organiser receives the report.',
    blockedToast: 'Blocked',
    reportedToast: 'Reported and blocked',
    today: 'Today',
    yesterday: 'Yesterday',
    venueTime: 'venue time',
    rules: {
      nameRequired: 'Please enter your name',
      nameTooLong: 'Your name cannot be over {max} characters',
      companyRequired: 'Please enter your company',
      companyTooLong: 'The company cannot be over {max} characters',
      positionRequired: 'Please enter your position',
      positionTooLong: 'The position cannot be over {max} characters',
      countryRequired: 'Please enter your country or region',
      countryTooLong: 'The country cannot be over {max} characters',
      interestsRequired: 'Choose at least one interest',
      interestsMax: 'Choose at most {max} interests',
      lookingForTooLong: 'What you are looking for cannot be over {max} characters',
      contactTooLong: 'The contact cannot be over {max} characters',
      chatEmpty: 'The message cannot be empty',
      chatTooLong: 'The message cannot be over {max} characters',
    },
    reportReasons: {
      spam: 'Spam or advertising',
      abuse: 'Abusive or inappropriate',
      fake: 'Fake identity',
      other: 'Other',
    },
    interestsChosen: '{count}/{max}',
    matchIntro: 'You and {name} are interested in each other',
    sayHello: 'Say hello',
    keepBrowsing: 'Keep browsing',
    seeMatches: 'See their card in My matches',
    contactLine: 'Contact: {contact}',
    copyContact: 'Copy contact: {contact}',
    contactCopied: 'Contact copied',
    undoMatch: 'Undo',
    undoMatchConfirm: 'Undo your match with {name}? Your chat with them goes too.',
    cancelMatchConfirm: 'Withdraw your interest in {name}? Your match and your chat with them end too.',
    withdraw: 'Withdraw',
    reportMessage: 'Report this message',
    reportMessageConfirm: 'The organiser will review this message. {name} will not know who reported it.',
    messageReportedToast: 'Sent to the organiser',
    messageReported: 'Reported',
    proposeMeeting: 'Propose a meeting',
  },
})
