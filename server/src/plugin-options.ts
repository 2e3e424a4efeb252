import type { ContentCheck } from './lib/content-check.js'
import type { Mailer } from './lib/mailer.js'
import type { ReminderProvider } from './lib/reminders.js'
import type { SmsProvider } from './lib/sms.js'

/**
 * What buildApp hands to every plugin it loads from the folders (lib/autoload.ts): the providers a
 * test or a deployment may replace. Each plugin reads the ones it uses; unset means the default.
 */
export interface PluginOptions {
  sms?: SmsProvider
  mailer?: Mailer
  /** where session reminders go (default: files in DATA_DIR/outbox/reminders) */
  reminders?: ReminderProvider
  /** the content check of matchmaking cards and messages (default: the configured keyword list) */
  contentCheck?: ContentCheck
}
