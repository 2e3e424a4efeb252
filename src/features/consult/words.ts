// The words of the enquiry pool (src/features/consult), in both languages.
// A module of its own so they load with the pages that use them, not with the first screen
// (bench:size): every file that reads `t.consult` imports this module (src/i18n/sections.ts).
import { defineSection } from '../../i18n/sections'
import type { DialRegion } from '../../../rules'

/** the enquiry pool (src/features/consult) */
export interface ConsultWords {
  searchPlaceholder: string
  search: string
  clearSearch: string
  pool: string
  mine: string
  category: string
  region: string
  allCategories: string
  allRegions: string
  newest: string
  mostInterested: string
  count: string
  clearFilters: string
  removeFilter: string
  noMatches: string
  noMine: string
  loadMore: string
  loadFailed: string
  postRfq: string
  quantityValue: string
  priceValue: string
  views: string
  interested: string
  justNow: string
  minutesAgo: string
  hoursAgo: string
  daysAgo: string
  statusOpen: string
  statusResponded: string
  statusClosed: string
  statusExpired: string
  picture: string
  price: string
  quantity: string
  message: string
  categories: string
  posted: string
  validUntil: string
  contactTitle: string
  contactName: string
  contactPhone: string
  contactHidden: string
  messageBuyer: string
  call: string
  copy: string
  copied: string
  markInterested: string
  interestedMarked: string
  messageTitle: string
  messagePlaceholder: string
  send: string
  messageSent: string
  messagesTitle: string
  noMessages: string
  close: string
  closeConfirm: string
  closedToast: string
  /** reporting a pool RFQ to the organiser (issue 26) */
  report: string
  reportReasons: { spam: string; abuse: string; fake: string; other: string }
  reportConfirm: string
  reportedToast: string
  closedNotice: string
  expiredNotice: string
  to: string
  product: string
  productPrefill: string
  descriptionLabel: string
  descriptionPlaceholder: string
  priceLabel: string
  pricePlaceholder: string
  quantityLabel: string
  quantityPlaceholder: string
  messageLabel: string
  messagePlaceholderShort: string
  regionLabel: string
  regionPlaceholder: string
  categoriesLabel: string
  chooseCategories: string
  picturesLabel: string
  contactLabel: string
  contactPlaceholder: string
  contactInfoLabel: string
  contactInfoPlaceholder: string
  emailLabel: string
  /** an enquiry to an exhibitor: the address is the Reply-To of the one email */
  emailPlaceholderExhibitor: string
  /** a general RFQ: the address is checked, never kept (docs/decisions.md, Enquiry pool) */
  emailPlaceholderGeneral: string
  codeLabel: string
  codePlaceholder: string
  privacyNote: string
  submit: string
  posting: string
  uploadingWait: string
  updateContact: string
  keepContact: string
  charCount: string
  typesHint: string
  typesChosen: string
  done: string
  /** the RFQ's mobile field from abroad (issue 22 item 10): the country picker and its names */
  dialCodeLabel: string
  dialRegions: Record<DialRegion, string>
  contactInfoPlaceholderAbroad: string
  /** what happens to the address, under the field (a placeholder vanishes as one types) */
  emailHintExhibitor: string
  emailHintGeneral: string
  privacyNoteExhibitor: string
  /** a second tap on Post while the post is on its way */
  postingWait: string
  /** the categories' label with what is chosen: 'Categories (3/6)' */
  categoriesCounted: string
}

declare module '../../i18n/sections' {
  interface FeatureWords {
    consult: ConsultWords
  }
}

export default defineSection('consult', {
  'ZH-CN': {
    searchPlaceholder: '搜索询盘',
    search: '搜索',
    clearSearch: '清除搜索',
    pool: '全部询盘',
    mine: '我的询盘',
    category: '类别',
    region: '地区',
    allCategories: '全部类别',
    allRegions: '全部地区',
    newest: '最新',
    mostInterested: '最多感兴趣',
    count: '共 {count} 条询盘',
    clearFilters: '清除筛选',
    removeFilter: '移除筛选：{label}',
    noMatches: '没有符合条件的询盘',
    noMine: '您还没有发布询盘',
    loadMore: '加载更多',
    loadFailed: '加载失败',
    postRfq: '发布询盘',
    quantityValue: '数量 {value}',
    priceValue: '¥{value}',
    views: '{count} 次浏览',
    interested: '{count} 人感兴趣',
    justNow: '刚刚',
    minutesAgo: '{count} 分钟前',
    hoursAgo: '{count} 小时前',
    daysAgo: '{count} 天前',
    statusOpen: '进行中',
    statusResponded: '已回复',
    statusClosed: '已关闭',
    statusExpired: '已过期',
    picture: '第 {index} 张，共 {count} 张',
    price: '价格',
    quantity: '数量',
    message: '留言',
    categories: '类别',
    posted: '发布时间',
    validUntil: '有效期至',
    contactTitle: '采购商',
    contactName: '联系人',
    contactPhone: '手机',
    contactHidden: '给采购商留言后即可查看其手机号码。',
    messageBuyer: '联系采购商',
    call: '拨打',
    copy: '复制',
    copied: '已复制：{value}',
    markInterested: '感兴趣',
    interestedMarked: '已感兴趣 · {count}',
    messageTitle: '给采购商留言',
    messagePlaceholder: '您能提供什么，以及采购商如何联系您（电话、邮箱、微信）',
    send: '发送',
    messageSent: '留言已发送，采购商可在其询盘中查看。',
    messagesTitle: '收到的留言（{count}）',
    noMessages: '暂无留言。有新的供应商留言时，您会收到短信。',
    close: '关闭询盘',
    closeConfirm: '确定关闭该询盘？关闭后将不再展示，也不能再收到留言。',
    closedToast: '询盘已关闭',
    report: '举报',
    reportReasons: { spam: '广告或骚扰', abuse: '辱骂或不当内容', fake: '虚假询盘', other: '其他' },
    reportConfirm: '举报后，主办方会审核这条询盘。发布者不会知道是谁举报的。',
    reportedToast: '已提交主办方审核',
    closedNotice: '该询盘已关闭。',
    expiredNotice: '该询盘已过期。',
    to: '发送给',
    product: '展品',
    productPrefill: '关于展品「{name}」的询价：',
    descriptionLabel: '需求描述',
    descriptionPlaceholder: '您需要什么？规格、材质、用途……',
    priceLabel: '价格（元）',
    pricePlaceholder: '请输入整数',
    quantityLabel: '数量',
    quantityPlaceholder: '请输入整数',
    messageLabel: '留言',
    messagePlaceholderShort: '简短留言',
    regionLabel: '地区',
    regionPlaceholder: '货物所需地区',
    categoriesLabel: '类别',
    chooseCategories: '最多选择 {max} 个',
    picturesLabel: '图片',
    contactLabel: '联系人',
    contactPlaceholder: '您的姓名',
    contactInfoLabel: '手机号码',
    contactInfoPlaceholder: '11 位手机号码',
    emailLabel: '邮箱',
    emailPlaceholderExhibitor: '展商将回复到此邮箱',
    emailPlaceholderGeneral: '不保存、不公开；收到回复时将短信通知您',
    codeLabel: '验证码',
    codePlaceholder: '短信中的验证码',
    privacyNote: '您的手机号码只对给您留言的供应商可见，邮箱不会公开。',
    submit: '发布',
    posting: '发布中…',
    uploadingWait: '请等待图片上传完成',
    updateContact: '更新',
    keepContact: '不更新',
    charCount: '{count}/{max}',
    typesHint: '最多选择 {max} 个类别',
    typesChosen: '已选 {count} 个',
    done: '完成',
    dialCodeLabel: '国家或地区区号',
    dialRegions: {
      CN: '中国大陆',
      HK: '中国香港',
      MO: '中国澳门',
      TW: '中国台湾',
      US: '美国、加拿大',
      GB: '英国',
      DE: '德国',
      FR: '法国',
      IT: '意大利',
      ES: '西班牙',
      NL: '荷兰',
      RU: '俄罗斯、哈萨克斯坦',
      TR: '土耳其',
      AE: '阿联酋',
      SA: '沙特阿拉伯',
      IN: '印度',
      PK: '巴基斯坦',
      JP: '日本',
      KR: '韩国',
      SG: '新加坡',
      MY: '马来西亚',
      TH: '泰国',
      VN: '越南',
      ID: '印度尼西亚',
      PH: '菲律宾',
      AU: '澳大利亚',
      BR: '巴西',
      MX: '墨西哥',
      ZA: '南非',
      EG: '埃及',
      NG: '尼日利亚',
    },
    contactInfoPlaceholderAbroad: '手机号码',
    emailHintExhibitor: '展商会收到这条询盘的邮件（中英双语），并回复到此邮箱。该邮箱不会保存，也不会公开。',
    emailHintGeneral: '该邮箱不会保存，也不会公开。有供应商给您留言时，我们会发短信通知您。',
    privacyNoteExhibitor: '您的手机号码和邮箱只发给该展商，不会公开。',
    postingWait: '询盘正在发送，请稍候',
    categoriesCounted: '类别（{count}/{max}）',
  },
  EN: {
    searchPlaceholder: 'Search RFQs',
    search: 'Search',
    clearSearch: 'Clear the search',
    pool: 'All RFQs',
    mine: 'My RFQs',
    category: 'Category',
    region: 'Region',
    allCategories: 'All categories',
    allRegions: 'All regions',
    newest: 'Newest',
    mostInterested: 'Most interested',
    count: '{count} {count|RFQ|RFQs}',
    clearFilters: 'Clear filters',
    removeFilter: 'Remove filter: {label}',
    noMatches: 'No RFQs match these filters.',
    noMine: "You haven't posted an RFQ yet.",
    loadMore: 'Load more',
    loadFailed: 'Loading failed',
    postRfq: 'Post an RFQ',
    quantityValue: 'Qty {value}',
    priceValue: '¥{value}',
    views: '{count} {count|view|views}',
    interested: '{count} interested',
    justNow: 'Just now',
    minutesAgo: '{count} min ago',
    hoursAgo: '{count} h ago',
    daysAgo: '{count} days ago',
    statusOpen: 'Open',
    statusResponded: 'Responded',
    statusClosed: 'Closed',
    statusExpired: 'Expired',
    picture: 'Picture {index} of {count}',
    price: 'Price',
    quantity: 'Quantity',
    message: 'Message',
    categories: 'Categories',
    posted: 'Posted',
    validUntil: 'Valid until',
    contactTitle: 'The buyer',
    contactName: 'Contact',
    contactPhone: 'Mobile',
    contactHidden: 'Send the buyer a message to see their mobile number.',
    messageBuyer: 'Message the buyer',
    call: 'Call',
    copy: 'Copy',
    copied: 'Copied: {value}',
    markInterested: 'Interested',
    interestedMarked: 'Interested · {count}',
    messageTitle: 'Message to the buyer',
    messagePlaceholder: 'What you offer, and how the buyer can reach you (phone, email, WeChat)',
    send: 'Send',
    messageSent: 'Message sent. The buyer reads it with their RFQ.',
    messagesTitle: 'Messages received ({count})',
    noMessages: 'No messages yet. When a new seller writes, you get an SMS.',
    close: 'Close this RFQ',
    closeConfirm: 'Close this RFQ? It leaves the pool and accepts no more messages.',
    closedToast: 'RFQ closed',
    report: 'Report',
    reportReasons: { spam: 'Spam or harassment', abuse: 'Abusive or improper', fake: 'Fake RFQ', other: 'Other' },
    reportConfirm: 'The organiser will review this RFQ. The poster will not know who reported it.',
    reportedToast: 'Sent to the organiser',
    closedNotice: 'This RFQ is closed.',
    expiredNotice: 'This RFQ has expired.',
    to: 'To',
    product: 'Product',
    productPrefill: 'Enquiry about {name}: ',
    descriptionLabel: 'Description',
    descriptionPlaceholder: 'What do you need? Specification, material, use…',
    priceLabel: 'Price (CNY)',
    pricePlaceholder: 'A whole number',
    quantityLabel: 'Quantity',
    quantityPlaceholder: 'A whole number',
    messageLabel: 'Message',
    messagePlaceholderShort: 'A short note',
    regionLabel: 'Region',
    regionPlaceholder: 'Where the goods are needed',
    categoriesLabel: 'Categories',
    chooseCategories: 'Choose up to {max}',
    picturesLabel: 'Pictures',
    contactLabel: 'Contact',
    contactPlaceholder: 'Your name',
    contactInfoLabel: 'Mobile',
    contactInfoPlaceholder: '11-digit mobile number',
    emailLabel: 'Email',
    emailPlaceholderExhibitor: 'The exhibitor replies to this address',
    emailPlaceholderGeneral: 'Not kept or shown; you are told of replies by SMS',
    codeLabel: 'Verification code',
    codePlaceholder: 'The code in the SMS',
    privacyNote: 'Your mobile number is shown only to sellers who write to you. Your email is never shown.',
    submit: 'Post',
    posting: 'Posting…',
    uploadingWait: 'Please wait until the pictures are uploaded',
    updateContact: 'Update',
    keepContact: 'Keep',
    charCount: '{count}/{max}',
    typesHint: 'Choose up to {max} categories',
    typesChosen: '{count} chosen',
    done: 'Done',
    dialCodeLabel: 'Country or region code',
    dialRegions: {
      CN: 'Chinese mainland',
      HK: 'Hong Kong, China',
      MO: 'Macao, China',
      TW: 'Taiwan, China',
      US: 'United States, Canada',
      GB: 'United Kingdom',
      DE: 'Germany',
      FR: 'France',
      IT: 'Italy',
      ES: 'Spain',
      NL: 'Netherlands',
      RU: 'Russia, Kazakhstan',
      TR: 'Türkiye',
      AE: 'United Arab Emirates',
      SA: 'Saudi Arabia',
      IN: 'India',
      PK: 'Pakistan',
      JP: 'Japan',
      KR: 'South Korea',
      SG: 'Singapore',
      MY: 'Malaysia',
      TH: 'Thailand',
      VN: 'Vietnam',
      ID: 'Indonesia',
      PH: 'Philippines',
      AU: 'Australia',
      BR: 'Brazil',
      MX: 'Mexico',
      ZA: 'South Africa',
      EG: 'Egypt',
      NG: 'Nigeria',
    },
    contactInfoPlaceholderAbroad: 'Mobile number',
    emailHintExhibitor:
      'The exhibitor receives this enquiry by email, in Chinese and English, and replies to this address. The address is not kept or shown to anyone else.',
    emailHintGeneral: 'This address is not kept or shown. When a seller writes to you, we tell you by SMS.',
    privacyNoteExhibitor: 'Your mobile number and email go to this exhibitor only. They are not shown to anyone else.',
    postingWait: 'Your RFQ is on its way. Please wait a moment.',
    categoriesCounted: 'Categories ({count}/{max})',
  },
})
