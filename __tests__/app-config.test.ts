// The mini-program's subscription template id comes from the build's configuration (issue 25.2).
import { reminderTemplateId, TEST_TEMPLATE_ID } from '../config/app-config'

describe('REMINDER_TEMPLATE_ID at build time', () => {
  it('dev and CI builds without one get the clearly named test id, never the old placeholder', () => {
    expect(reminderTemplateId({})).toBe(TEST_TEMPLATE_ID)
    expect(TEST_TEMPLATE_ID).not.toBe('session-reminder-dev')
    expect(reminderTemplateId({ REMINDER_TEMPLATE_ID: ' Xq7vK2mN-reminder_01 ' })).toBe('Xq7vK2mN-reminder_01')
  })

  it('a release build without a real template id stops with a message naming the variable', () => {
    for (const value of [undefined, '', TEST_TEMPLATE_ID, 'session-reminder-dev', 'test-123'])
      expect(() => reminderTemplateId({ APP_RELEASE: '1', REMINDER_TEMPLATE_ID: value })).toThrow(
        /APP_RELEASE=1 needs REMINDER_TEMPLATE_ID/,
      )
    expect(reminderTemplateId({ APP_RELEASE: '1', REMINDER_TEMPLATE_ID: 'Xq7vK2mN-reminder_01' })).toBe(
      'Xq7vK2mN-reminder_01',
    )
  })

  it('refuses a value that is not a template id', () => {
    expect(() => reminderTemplateId({ REMINDER_TEMPLATE_ID: 'has space' })).toThrow(/REMINDER_TEMPLATE_ID must be/)
  })
})
