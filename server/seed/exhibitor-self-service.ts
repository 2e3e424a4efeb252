/**
 * Seed of exhibitor self-service (issue 14): the organisers' contact (told to a verified phone of no
 * exhibitor) and a second contact phone of exhibitor 1 (华东机械; its published contact phone is
 * 13800138000), so "each contact may edit" can be tried. Exhibitor 2's contact is another company's.
 */
import type { Writer } from './generate.js'

export const SELF_SERVICE_DEMO = {
  /** a second contact of exhibitor 1 */
  secondContactPhone: '13800138001',
  /**
   * a third contact of exhibitor 1, kept for the browser test of covered actions
   * (e2e/covered-actions.test.mjs): a number gets one code a minute, and the others are the
   * exhibitor test's
   */
  coveredActionsPhone: '13800138002',
  /** a contact of exhibitor 2 (another company: it may not edit exhibitor 1) */
  otherExhibitorPhone: '13700137000',
} as const

export async function seedExhibitorSelfService(write: Writer): Promise<void> {
  await write('company_contacts', [
    { company_id: 1, phone: SELF_SERVICE_DEMO.secondContactPhone },
    { company_id: 1, phone: SELF_SERVICE_DEMO.coveredActionsPhone },
    { company_id: 2, phone: SELF_SERVICE_DEMO.otherExhibitorPhone },
  ])
  await write('organiser_contacts', [
    { exhibition_id: 1, tel: '+86-10-6588-0000', email: 'exhibitors@cga-expo.example.com' },
    { exhibition_id: 2, tel: '+86-21-6888-0000', email: 'exhibitors@sie-expo.example.com' },
    { exhibition_id: 3, tel: '+86-21-6888-0000', email: 'exhibitors@old-expo.example.com' },
  ])
}
