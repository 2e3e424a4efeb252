import { dictionary } from '../../i18n'
import '../../i18n/sections/rfq'
import {
  isBlank,
  isEmail,
  isEmpty,
  isIdCard,
  isNumber,
  isPhone,
  validatePlanEmail,
  validateRfq,
  type RfqForm,
} from '../validators'

describe('isBlank', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    ['\t\n ', true],
    ['a', false],
    [' a ', false],
  ])('%p -> %p', (value, expected) => {
    expect(isBlank(value)).toBe(expected)
  })
})

describe('isEmpty', () => {
  it.each([
    [undefined, true],
    [null, true],
    [[], true],
    [{}, true],
    ['', true],
    [new Map(), true],
    [new Set(), true],
    [[0], false],
    [{ a: undefined }, false],
    ['x', false],
    [0, false],
    [false, false],
  ])('%p -> %p', (value, expected) => {
    expect(isEmpty(value)).toBe(expected)
  })
})

describe('isNumber', () => {
  it.each([
    [0, true],
    [-1.5, true],
    ['42', true],
    [' 42 ', true],
    ['-3.25', true],
    ['1e3', true],
    ['.5', true],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['', false],
    ['  ', false],
    ['12a', false],
    ['0x10', false],
    [null, false],
    [undefined, false],
    [[1], false],
  ])('%p -> %p', (value, expected) => {
    expect(isNumber(value)).toBe(expected)
  })
})

describe('isPhone', () => {
  it('accepts 11 digits starting 1 then 3-9', () => {
    for (const second of '3456789') expect(isPhone(`1${second}812345678`)).toBe(true)
    expect(isPhone('13812345678')).toBe(true)
  })
  it.each([
    '12345678901',
    '10812345678',
    '23812345678',
    '1381234567',
    '138123456789',
    '1381234567a',
    '',
    null,
    undefined,
  ])('rejects %p', (value) => {
    expect(isPhone(value)).toBe(false)
  })
})

describe('isIdCard', () => {
  it.each(['110105491231002', '110105194912310021', '11010519491231002X', '11010519491231002x'])(
    'accepts %p',
    (value) => {
      expect(isIdCard(value)).toBe(true)
    },
  )
  it.each([
    '11010549123100', // 14 digits
    '1101054912310021', // 16
    '11010519491231002', // 17
    '1101051949123100211', // 19
    '11010549123100X', // 15 with X
    '1101051949123100XX',
    '11010519491231002Y',
    '',
    null,
  ])('rejects %p', (value) => {
    expect(isIdCard(value)).toBe(false)
  })
})

describe('isEmail (ordinary addresses: docs/decisions.md "Email addresses")', () => {
  it.each([
    'a@b.com',
    'first_last-1@mail.example.cn',
    'john.smith@company.com',
    'first.last+expo@mail.example.co.uk',
    "o'brien@example.ie",
    'A1@x-y.example',
    ' padded@example.com ',
  ])('accepts %p', (value) => {
    expect(isEmail(value)).toBe(true)
  })
  it.each([
    '',
    'plain',
    'a@b',
    '@b.com',
    'a@.com',
    'a@b.',
    'a b@c.com',
    'a@b..com',
    'a..b@c.com',
    '.a@b.com',
    'a.@b.com',
    'a@-b.com',
    'a@b-.com',
    'a@b_c.com',
    'a@@b.com',
    `${'a'.repeat(250)}@b.com`,
    null,
  ])('rejects %p', (value) => {
    expect(isEmail(value)).toBe(false)
  })
})

describe('validatePlanEmail', () => {
  const ok = { email: 'me@example.com', privacyChecked: true, planEmpty: false }

  it('passes a complete form', () => {
    expect(validatePlanEmail(ok)).toBeNull()
  })
  it('empty or blank email -> mailboxEmpty', () => {
    expect(validatePlanEmail({ ...ok, email: '' })).toBe('mailboxEmpty')
    expect(validatePlanEmail({ ...ok, email: '   ' })).toBe('mailboxEmpty')
    expect(validatePlanEmail({ ...ok, email: undefined })).toBe('mailboxEmpty')
  })
  it('bad pattern -> invalidEmail', () => {
    expect(validatePlanEmail({ ...ok, email: 'me@example' })).toBe('invalidEmail')
  })
  it('accepts the most common business addresses', () => {
    expect(validatePlanEmail({ ...ok, email: 'john.smith@company.com' })).toBeNull()
    expect(validatePlanEmail({ ...ok, email: 'first.last+expo@mail.example.co.uk' })).toBeNull()
  })
  it('privacy unchecked -> privacyNotChecked', () => {
    expect(validatePlanEmail({ ...ok, privacyChecked: false })).toBe('privacyNotChecked')
  })
  it('empty plan -> emptyPlanShare', () => {
    expect(validatePlanEmail({ ...ok, planEmpty: true })).toBe('emptyPlanShare')
  })
  it('reports the first failing rule', () => {
    expect(validatePlanEmail({ email: '', privacyChecked: false, planEmpty: true })).toBe('mailboxEmpty')
    expect(validatePlanEmail({ email: 'x', privacyChecked: false, planEmpty: true })).toBe('invalidEmail')
    expect(validatePlanEmail({ ...ok, privacyChecked: false, planEmpty: true })).toBe('privacyNotChecked')
  })
  it('keys resolve to the spec wording', () => {
    const t = dictionary('EN').plan
    expect(t[validatePlanEmail({ ...ok, email: '' })!]).toBe('The mailbox cannot be empty')
    expect(t[validatePlanEmail({ ...ok, email: 'x' })!]).toBe('Please provide valid email')
    expect(t[validatePlanEmail({ ...ok, privacyChecked: false })!]).toBe('Please check the privacy policy conditions')
    expect(t[validatePlanEmail({ ...ok, planEmpty: true })!]).toBe('Please add the show plan before sharing')
  })
})

describe('validateRfq', () => {
  const valid: RfqForm = {
    description: 'LED panels, 2 m²',
    price: '5000',
    quantity: '100',
    message: 'Urgent order',
    region: 'Shanghai',
    contact: 'Li Lei',
    contactInfo: '13812345678',
    email: 'buyer@example.com',
    pictures: ['https://img.example.com/1.png'],
    code: '123456',
    categories: [1, 2],
  }
  const check = (patch: Partial<RfqForm>) => validateRfq({ ...valid, ...patch })

  it('passes a valid form', () => {
    expect(validateRfq(valid)).toBeNull()
  })

  it('description required', () => {
    expect(check({ description: '' })).toBe('descriptionRequired')
    expect(check({ description: '  ' })).toBe('descriptionRequired')
    expect(check({ description: undefined })).toBe('descriptionRequired')
  })

  it('price: required, at most 100000000, integer', () => {
    expect(check({ price: '' })).toBe('priceRequired')
    expect(check({ price: ' ' })).toBe('priceRequired')
    expect(check({ price: null })).toBe('priceRequired')
    expect(check({ price: '100000000' })).toBeNull()
    expect(check({ price: 100000000 })).toBeNull()
    expect(check({ price: '100000001' })).toBe('priceMax')
    expect(check({ price: 100000001 })).toBe('priceMax')
    expect(check({ price: '1.5' })).toBe('priceInteger')
    expect(check({ price: 1.5 })).toBe('priceInteger')
    expect(check({ price: 'abc' })).toBe('priceInteger')
    expect(check({ price: '0' })).toBeNull()
  })

  it('quantity: required, at most 100000000, integer', () => {
    expect(check({ quantity: '' })).toBe('quantityRequired')
    expect(check({ quantity: undefined })).toBe('quantityRequired')
    expect(check({ quantity: 'many' })).toBe('quantityInteger')
    expect(check({ quantity: '2.5' })).toBe('quantityInteger')
    expect(check({ quantity: '-1' })).toBe('quantityInteger')
    expect(check({ quantity: '100000000' })).toBeNull()
    expect(check({ quantity: '100000001' })).toBe('quantityMax')
    expect(check({ quantity: 100000001 })).toBe('quantityMax')
  })

  it('message: required, at most 12 characters', () => {
    expect(check({ message: '' })).toBe('messageRequired')
    expect(check({ message: '   ' })).toBe('messageRequired')
    expect(check({ message: 'a'.repeat(12) })).toBeNull()
    expect(check({ message: 'a'.repeat(13) })).toBe('messageTooLong')
    expect(check({ message: '询'.repeat(12) })).toBeNull()
    expect(check({ message: '询'.repeat(13) })).toBe('messageTooLong')
  })

  it('region and contact required', () => {
    expect(check({ region: '' })).toBe('regionRequired')
    expect(check({ contact: ' ' })).toBe('contactRequired')
  })

  it('contact info: required, valid mobile', () => {
    expect(check({ contactInfo: '' })).toBe('contactInfoRequired')
    expect(check({ contactInfo: '12345678901' })).toBe('invalidMobile')
    expect(check({ contactInfo: '1381234567' })).toBe('invalidMobile')
    expect(check({ contactInfo: '13812345678' })).toBeNull()
  })

  it('email: required, valid', () => {
    expect(check({ email: '' })).toBe('emailRequired')
    expect(check({ email: 'buyer@' })).toBe('invalidEmail')
    expect(check({ email: 'buyer.name@example.com' })).toBeNull()
  })

  it('at least one picture', () => {
    expect(check({ pictures: [] })).toBe('pictureRequired')
    expect(check({ pictures: undefined })).toBe('pictureRequired')
  })

  it('verification code required', () => {
    expect(check({ code: '' })).toBe('codeRequired')
  })

  it('at most 6 categories', () => {
    expect(check({ categories: [1, 2, 3, 4, 5, 6] })).toBeNull()
    expect(check({ categories: [1, 2, 3, 4, 5, 6, 7] })).toBe('categoriesMax')
    expect(check({ categories: [] })).toBeNull()
  })

  it('reports rules in the spec table order', () => {
    const everythingWrong: RfqForm = {
      description: '',
      price: '',
      quantity: '',
      message: '',
      region: '',
      contact: '',
      contactInfo: '',
      email: '',
      pictures: [],
      code: '',
      categories: [1, 2, 3, 4, 5, 6, 7],
    }
    const order: string[] = []
    let form = { ...everythingWrong }
    const fixes: Array<Partial<RfqForm>> = [
      { description: 'd' },
      { price: '100000001' },
      { price: '1.5' },
      { price: '10' },
      { quantity: '100000001' },
      { quantity: '1.5' },
      { quantity: '1' },
      { message: 'a'.repeat(13) },
      { message: 'hello' },
      { region: 'r' },
      { contact: 'c' },
      { contactInfo: '12345678901' },
      { contactInfo: '13812345678' },
      { email: 'bad' },
      { email: 'a@b.cn' },
      { pictures: ['p'] },
      { code: '1' },
      { categories: [1] },
    ]
    order.push(String(validateRfq(form)))
    for (const fix of fixes) {
      form = { ...form, ...fix }
      order.push(String(validateRfq(form)))
    }
    expect(order).toEqual([
      'descriptionRequired',
      'priceRequired',
      'priceMax',
      'priceInteger',
      'quantityRequired',
      'quantityMax',
      'quantityInteger',
      'messageRequired',
      'messageTooLong',
      'regionRequired',
      'contactRequired',
      'contactInfoRequired',
      'invalidMobile',
      'emailRequired',
      'invalidEmail',
      'pictureRequired',
      'codeRequired',
      'categoriesMax',
      'null',
    ])
  })

  it('every key resolves to the spec English message', () => {
    const t = dictionary('EN').rfq
    expect(t[check({ price: '100000001' })!]).toBe('Price cannot exceed the maximum value(100000000) !')
    expect(t[check({ message: 'a'.repeat(13) })!]).toBe('Message cannot be over 12 characters!')
    expect(t[check({ categories: [1, 2, 3, 4, 5, 6, 7] })!]).toBe('Category quantity cannot be over 6!')
    expect(t[check({ contactInfo: '' })!]).toBe('Contact infomation cannot be empty!')
  })
})
