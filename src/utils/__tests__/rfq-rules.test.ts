// Spec §5's RFQ form, through the shared rules module (rules/, which the server also runs): every
// rule per field (as the form checks while the visitor types), each message in both languages from
// the one copy, and the boundaries.
import { dictionary } from '../../i18n'
import '../../i18n/sections/rfq'
import {
  LIMITS,
  phoneRule,
  RFQ_FIELDS,
  RFQ_RULE_MESSAGES,
  rfqFieldOf,
  validateRfq,
  validateRfqField,
  type RfqField,
  type RfqForm,
} from '../validators'
import type { RfqErrorKey } from '../validators'
import { RFQ_REPLY_MESSAGES, validateRfqReply } from '../../../rules'

/** Spec §5's English, word for word (its spelling included). */
const SPEC_EN: Record<RfqErrorKey, string> = {
  descriptionRequired: 'Please fill in the description so that partners can meet your needs better!',
  priceRequired: 'Price cannot be empty!',
  priceMax: 'Price cannot exceed the maximum value(100000000) !',
  priceInteger: 'Please enter an integer for the price!',
  quantityRequired: 'Quantity cannot be empty!',
  quantityMax: 'Quantity cannot exceed the maximum value(100000000) !',
  quantityInteger: 'Please enter an integer for the quantity!',
  messageRequired: 'Message cannot be empty!',
  messageTooLong: 'Message cannot be over 12 characters!',
  regionRequired: 'Region cannot be empty!',
  contactRequired: 'Contact cannot be empty!',
  contactInfoRequired: 'Contact infomation cannot be empty!',
  invalidMobile: 'Invalid mobile phone number!',
  emailRequired: 'Email address cannot be empty!',
  invalidEmail: 'Invalid Email address!',
  pictureRequired: 'Please select at least one picture!',
  codeRequired: 'Verification code cannot be empty!',
  categoriesMax: 'Category quantity cannot be over 6!',
}

const valid: RfqForm = {
  description: 'LED panels, 2 m²',
  price: '5000',
  quantity: '100',
  message: 'Urgent order',
  region: 'Shanghai',
  contact: 'Li Lei',
  contactInfo: '13812345678',
  email: 'buyer@example.com',
  pictures: ['/uploads/1.png'],
  code: '123456',
  categories: [1, 2],
}
const field = (name: RfqField, patch: Partial<RfqForm>) => validateRfqField(name, { ...valid, ...patch })

describe('the messages of the RFQ rules: one copy, both languages', () => {
  const keys = Object.keys(SPEC_EN) as RfqErrorKey[]

  it('English is spec §5 word for word, in the app and in the shared copy the server answers', () => {
    for (const key of keys) {
      expect(RFQ_RULE_MESSAGES.EN[key]).toBe(SPEC_EN[key])
      expect(dictionary('EN').rfq[key]).toBe(SPEC_EN[key])
    }
  })

  it('Chinese comes from the same copy, one message per rule, none left in English', () => {
    for (const key of keys) {
      const zh = dictionary('ZH-CN').rfq[key]
      expect(zh).toBe(RFQ_RULE_MESSAGES['ZH-CN'][key])
      expect(zh).toMatch(/[\u4e00-\u9fff]/)
    }
    expect(new Set(keys.map((k) => dictionary('ZH-CN').rfq[k])).size).toBe(keys.length)
    expect(dictionary('ZH-CN').rfq.priceMax).toBe('价格不能超过最大值(100000000)！')
    expect(dictionary('ZH-CN').rfq.messageTooLong).toBe('留言不能超过12个字符！')
    expect(dictionary('ZH-CN').rfq.categoriesMax).toBe('类别数量不能超过6个！')
  })

  it('the limits in the messages are the limits the rules apply', () => {
    expect(LIMITS.maxAmount).toBe(100000000)
    expect(LIMITS.rfqMessageMaxChars).toBe(12)
    expect(LIMITS.rfqMaxCategories).toBe(6)
  })
})

describe('each field, as the form checks it while the visitor types', () => {
  it('description: required', () => {
    expect(field('description', { description: '' })).toBe('descriptionRequired')
    expect(field('description', { description: ' \n ' })).toBe('descriptionRequired')
    expect(field('description', { description: 'x' })).toBeNull()
  })

  it.each([
    ['price', 'priceRequired', 'priceMax', 'priceInteger'],
    ['quantity', 'quantityRequired', 'quantityMax', 'quantityInteger'],
  ] as const)('%s: required, at most 100000000, a whole number', (name, required, max, integer) => {
    expect(field(name, { [name]: '' })).toBe(required)
    expect(field(name, { [name]: '   ' })).toBe(required)
    expect(field(name, { [name]: null })).toBe(required)
    expect(field(name, { [name]: '100000000' })).toBeNull()
    expect(field(name, { [name]: 100000000 })).toBeNull()
    expect(field(name, { [name]: ' 100000000 ' })).toBeNull()
    expect(field(name, { [name]: '100000001' })).toBe(max)
    expect(field(name, { [name]: 100000001 })).toBe(max)
    expect(field(name, { [name]: '1e9' })).toBe(max)
    expect(field(name, { [name]: '99.5' })).toBe(integer)
    expect(field(name, { [name]: '-1' })).toBe(integer)
    expect(field(name, { [name]: 'twelve' })).toBe(integer)
    expect(field(name, { [name]: '0' })).toBeNull()
    expect(field(name, { [name]: '1' })).toBeNull()
  })

  it('message: required, at most 12 characters as a person counts them', () => {
    expect(field('message', { message: '' })).toBe('messageRequired')
    expect(field('message', { message: 'abcdefghijkl' })).toBeNull()
    expect(field('message', { message: 'abcdefghijklm' })).toBe('messageTooLong')
    expect(field('message', { message: '一二三四五六七八九十一二' })).toBeNull()
    expect(field('message', { message: '一二三四五六七八九十一二三' })).toBe('messageTooLong')
    expect(field('message', { message: '😀'.repeat(12) })).toBeNull()
    expect(field('message', { message: '😀'.repeat(13) })).toBe('messageTooLong')
    // surrounding spaces are not counted (the server trims them too)
    expect(field('message', { message: '  abcdefghijkl  ' })).toBeNull()
  })

  it('region, contact and code: required', () => {
    expect(field('region', { region: '' })).toBe('regionRequired')
    expect(field('contact', { contact: ' ' })).toBe('contactRequired')
    expect(field('code', { code: '' })).toBe('codeRequired')
    expect(field('code', { code: '000000' })).toBeNull()
  })

  it('contact information: required, a mainland mobile number (the rule the code button uses too)', () => {
    expect(field('contactInfo', { contactInfo: '' })).toBe('contactInfoRequired')
    expect(field('contactInfo', { contactInfo: '12812345678' })).toBe('invalidMobile')
    expect(field('contactInfo', { contactInfo: '1381234567' })).toBe('invalidMobile')
    expect(field('contactInfo', { contactInfo: '138123456789' })).toBe('invalidMobile')
    expect(field('contactInfo', { contactInfo: '19912345678' })).toBeNull()
    expect(phoneRule(' ')).toBe('contactInfoRequired')
    expect(phoneRule('13812345678')).toBeNull()
  })

  it('email: required, an ordinary address', () => {
    expect(field('email', { email: '' })).toBe('emailRequired')
    expect(field('email', { email: 'buyer@' })).toBe('invalidEmail')
    expect(field('email', { email: 'buyer@example' })).toBe('invalidEmail')
    expect(field('email', { email: 'first.last+expo@mail.example.co.uk' })).toBeNull()
  })

  it('pictures: at least one', () => {
    expect(field('pictures', { pictures: [] })).toBe('pictureRequired')
    expect(field('pictures', { pictures: null })).toBe('pictureRequired')
    expect(field('pictures', { pictures: ['/uploads/a.png'] })).toBeNull()
  })

  it('categories: at most 6 (none is fine)', () => {
    expect(field('categories', { categories: [] })).toBeNull()
    expect(field('categories', { categories: [1, 2, 3, 4, 5, 6] })).toBeNull()
    expect(field('categories', { categories: [1, 2, 3, 4, 5, 6, 7] })).toBe('categoriesMax')
  })

  it('categories: an id named twice is one category (de-duplicated before counting)', () => {
    expect(field('categories', { categories: [3, 3, 3, 3, 3, 3, 3] })).toBeNull()
    expect(field('categories', { categories: [1, 2, 3, 4, 5, 6, 6, '6', 1] })).toBeNull()
    expect(field('categories', { categories: [1, 1, 2, 3, 4, 5, 6, 7] })).toBe('categoriesMax')
  })
})

describe('the whole form', () => {
  it('answers the first failing field in the order of the table, the same as field by field', () => {
    const broken: RfqForm = {
      description: '',
      price: '100000001',
      quantity: '1.5',
      message: 'x'.repeat(13),
      region: '',
      contact: '',
      contactInfo: '123',
      email: 'a@',
      pictures: [],
      code: '',
      categories: [1, 2, 3, 4, 5, 6, 7],
    }
    const form = { ...broken }
    for (const name of RFQ_FIELDS) {
      const expected = validateRfqField(name, form)
      expect(validateRfq(form)).toBe(expected)
      ;(form as Record<string, unknown>)[name] = valid[name]
    }
    expect(validateRfq(form)).toBeNull()
  })

  it('knows the field of every rule (to put a server refusal next to its field)', () => {
    const fieldOf: Record<RfqErrorKey, RfqField> = {
      descriptionRequired: 'description',
      priceRequired: 'price',
      priceMax: 'price',
      priceInteger: 'price',
      quantityRequired: 'quantity',
      quantityMax: 'quantity',
      quantityInteger: 'quantity',
      messageRequired: 'message',
      messageTooLong: 'message',
      regionRequired: 'region',
      contactRequired: 'contact',
      contactInfoRequired: 'contactInfo',
      invalidMobile: 'contactInfo',
      emailRequired: 'email',
      invalidEmail: 'email',
      pictureRequired: 'pictures',
      codeRequired: 'code',
      categoriesMax: 'categories',
    }
    for (const [key, name] of Object.entries(fieldOf)) expect(rfqFieldOf(key as RfqErrorKey)).toBe(name)
  })
})

// A seller's message to the buyer (sendMessage): one rule and one set of words for the message sheet
// and the server (server/test/enquiry.test.ts checks the server answers the same).
describe('the reply to an RFQ (validateRfqReply)', () => {
  it('is required: empty or only whitespace is refused', () => {
    expect(validateRfqReply('')).toBe('messageEmpty')
    expect(validateRfqReply(' \n\t ')).toBe('messageEmpty')
    expect(validateRfqReply(null)).toBe('messageEmpty')
    expect(validateRfqReply('Hi')).toBeNull()
  })

  it(`is at most ${LIMITS.chatMessageMaxChars} characters (trimmed; a Chinese character or an emoji is one)`, () => {
    expect(LIMITS.chatMessageMaxChars).toBe(500)
    expect(validateRfqReply('询'.repeat(500))).toBeNull()
    expect(validateRfqReply(` ${'a'.repeat(500)} `)).toBeNull()
    expect(validateRfqReply('询'.repeat(501))).toBe('messageTooLong')
    expect(validateRfqReply('😀'.repeat(501))).toBe('messageTooLong')
  })

  it('has its words in both languages, the limit interpolated', () => {
    expect(RFQ_REPLY_MESSAGES.EN).toEqual({
      messageEmpty: 'Message cannot be empty!',
      messageTooLong: 'Message cannot be over 500 characters!',
    })
    expect(RFQ_REPLY_MESSAGES['ZH-CN']).toEqual({
      messageEmpty: '留言不能为空！',
      messageTooLong: '留言不能超过500个字符！',
    })
  })
})
