// Issue 22 items 10 and 11, through the shared rules (rules/, which the server runs too): a buyer
// from abroad types their number after a country code; amounts are written with thousands
// separators. Every case is one a visitor typed.
import {
  amountOf,
  DIAL_CODES,
  isMobile,
  joinMobile,
  mobileRule,
  normalizeMobile,
  splitMobile,
  validateRfqField,
  type RfqForm,
} from '../../../rules'

const valid: RfqForm = {
  description: 'LED panels',
  price: '5000',
  quantity: '100',
  message: 'Urgent',
  region: 'Hamburg',
  contact: 'Anna Berg',
  contactInfo: '13812345678',
  email: 'anna@example.de',
  pictures: ['/uploads/1.png'],
  code: '123456',
  categories: [1],
}
const field = (name: keyof RfqForm, patch: Partial<RfqForm>) => validateRfqField(name, { ...valid, ...patch })

describe('the RFQ mobile number: mainland by spec §5, other countries in E.164', () => {
  it('accepts numbers from abroad, as the picker and the visitor write them', () => {
    for (const typed of [
      '+447700900123',
      '+44 7700 900123',
      '+44 07700 900123', // the trunk 0 people write at home
      '0044 7700 900123',
      '+1 (415) 555-0132',
      '+49 151 23456789',
      '+852 9123 4567',
      '+39 06 6982 1234', // Italy keeps its 0
    ])
      expect([typed, isMobile(typed)]).toEqual([typed, true])
    expect(field('contactInfo', { contactInfo: joinMobile('+44', '7700 900123') })).toBeNull()
  })

  it('keeps the spec rule for mainland numbers, bare or after +86', () => {
    expect(isMobile('13812345678')).toBe(true)
    expect(isMobile('+86 138 1234 5678')).toBe(true)
    expect(isMobile('+8613812345678')).toBe(true)
    // the spec's refusals stay refusals, with or without +86
    for (const typed of ['12812345678', '1381234567', '138123456789', '+8612812345678', '+86 1381234567'])
      expect([typed, field('contactInfo', { contactInfo: typed })]).toEqual([typed, 'invalidMobile'])
  })

  it('refuses what is not an E.164 number', () => {
    for (const typed of ['+', '+0123456789', '+44 12', '+1234567890123456', '+44 7700 9001ab', 'abc', '++447700900123'])
      expect([typed, mobileRule(typed)]).toEqual([typed, 'invalidMobile'])
    expect(mobileRule('  ')).toBe('contactInfoRequired')
  })

  it('stores one form: mainland as 11 digits (as before), others as E.164', () => {
    expect(normalizeMobile('+86 138-1234-5678')).toBe('13812345678')
    expect(normalizeMobile(' 13812345678 ')).toBe('13812345678')
    expect(normalizeMobile('+44 (0)7700 900123')).toBe('+447700900123')
    expect(normalizeMobile('0049 151 23456789')).toBe('+4915123456789')
    expect(normalizeMobile('+39 06 6982 1234')).toBe('+390669821234')
  })

  it('splits and joins the picker and the field without losing what was typed', () => {
    expect(DIAL_CODES[0]).toEqual({ region: 'CN', dial: '+86' })
    expect(joinMobile('+86', '13812345678')).toBe('13812345678')
    expect(splitMobile('13812345678')).toEqual({ dial: '+86', typed: '13812345678' })
    const uk = joinMobile('+44', '7700 900123')
    expect(uk).toBe('+44 7700 900123')
    expect(splitMobile(uk)).toEqual({ dial: '+44', typed: '7700 900123' })
    // a whole number typed while the picker says +86: the picker follows the number
    expect(joinMobile('+86', '+852 9123 4567')).toBe('+852 9123 4567')
    expect(splitMobile('+852 9123 4567')).toEqual({ dial: '+852', typed: '9123 4567' })
    expect(splitMobile('+85291234567')).toEqual({ dial: '+852', typed: '+85291234567' })
    expect(joinMobile('+1', '')).toBe('')
  })
})

describe('amounts with thousands separators', () => {
  it.each(['price', 'quantity'] as const)('%s: "12,000" is twelve thousand, not a refusal', (name) => {
    expect(field(name, { [name]: '12,000' })).toBeNull()
    expect(field(name, { [name]: '1,250,000' })).toBeNull()
    expect(field(name, { [name]: '12，000' })).toBeNull()
    expect(field(name, { [name]: '100,000,000' })).toBeNull()
    expect(field(name, { [name]: '100,000,001' })).toBe(name === 'price' ? 'priceMax' : 'quantityMax')
    // a comma in the wrong place is a mistake, not a number
    for (const typed of ['12,00', '1,2345', ',000', '12,', '1,,000'])
      expect([typed, field(name, { [name]: typed })]).toEqual([typed, `${name}Integer`])
    expect(field(name, { [name]: '12,000.5' })).toBe(`${name}Integer`)
  })

  it('reads the amount the server stores', () => {
    expect(amountOf('12,000')).toBe(12000)
    expect(amountOf(' 1,250,000 ')).toBe(1250000)
    expect(amountOf('12000')).toBe(12000)
    expect(amountOf('12,00')).toBeNaN()
  })
})
