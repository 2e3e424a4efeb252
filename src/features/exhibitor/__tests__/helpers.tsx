import { act, waitFor } from '@testing-library/react'
import { CERTIFICATION_STORAGE_KEY } from '../../../stores'
import { createMemoryStorage } from '../../../../test-support/render-with-services'
import type { ExhibitorInfo, VerifyPhoneResult } from '../../../../types/api'

export const GRANT: VerifyPhoneResult = {
  editToken: 'token-1',
  expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  companyProfileIds: [1],
  maskedPhone: '138****8000',
  organiser: { name: 'China Garden Association', tel: '+86-10-6588-0000', email: 'exhibitors@cga.example.com' },
}

/** Storage of a visitor who already proved a contact phone of exhibitor 1. */
export function certifiedStorage(language: 'EN' | 'ZH-CN' = 'EN', grant: Partial<VerifyPhoneResult> = {}) {
  const g = { ...GRANT, ...grant }
  return createMemoryStorage({
    __language__: language,
    [CERTIFICATION_STORAGE_KEY]: JSON.stringify({
      editToken: g.editToken,
      expiresAt: Date.parse(g.expiresAt),
      companyProfileIds: g.companyProfileIds,
      maskedPhone: g.maskedPhone,
      organiser: g.organiser,
      userId: '',
    }),
  })
}

export const INFO: ExhibitorInfo = {
  companyProfileId: 1,
  eventEditionId: 12,
  nameZh: '华东机械有限公司',
  nameEn: 'Huadong Machinery Co., Ltd.',
  introductionZh: '简介',
  introductionEn: 'About us',
  mainProductZh: '水泵',
  mainProductEn: 'Pumps',
  addressZh: '上海',
  addressEn: 'Shanghai',
  contactEmail: 'sales@huadong.example.com',
  website: 'https://www.huadong.example.com',
  tel: '+86-21-5000-0000',
  fax: '+86-21-6000-0000',
  logo: '/media/company/1-240x240.svg',
  hall: 'Hall 2',
  stand: '2A01',
  categoryIds: [3],
  tagIds: [1],
}

/** Types into the Taro input or textarea of a field (its web component's `input` event, as it sends it). */
export async function typeInto(field: string, value: string, side: 'input' | 'textarea' = 'input') {
  const host = await waitFor(() => {
    const el = document.querySelector(`[data-field="${field}"] taro-${side}-core`)
    if (!el) throw new Error(`no ${side} for ${field}`)
    return el
  })
  await act(async () => {
    host.dispatchEvent(new CustomEvent('input', { detail: { value, cursor: value.length }, bubbles: true }))
  })
}

export const fieldError = (field: string) =>
  document.querySelector(`[data-field="${field}"] [role=alert]`)?.textContent ?? null

/** The value a Taro input or textarea of a field shows. */
export function valueIn(field: string, side: 'input' | 'textarea' = 'input') {
  const el = document.querySelector(`[data-field="${field}"] taro-${side}-core`) as
    (HTMLElement & { value?: string }) | null
  return el ? (el.getAttribute('value') ?? el.value) : null
}

/** Proves a phone in the verification form on the page (phone, code, Verify). */
export async function verifyInForm(phone = '13800138000', code = '123456') {
  const hosts = await waitFor(() => {
    const found = document.querySelectorAll('.phone-verify taro-input-core')
    if (found.length < 2) throw new Error('no verification form')
    return found
  })
  await act(async () => {
    hosts[0]!.dispatchEvent(new CustomEvent('input', { detail: { value: phone }, bubbles: true }))
  })
  await act(async () => {
    hosts[1]!.dispatchEvent(new CustomEvent('input', { detail: { value: code }, bubbles: true }))
  })
  await act(async () => {
    document.querySelector<HTMLElement>('.phone-verify__submit')!.click()
  })
}
