import type { ReportReason } from '../../../../types/api'
import type { BaseLang } from '../../../i18n'
import type { PlatformDialogs } from '../../../platform'
import '../words'

/** the reasons offered for a report, in the order shown (a person's, and one chat message's) */
export const REPORT_REASONS: ReportReason[] = ['spam', 'abuse', 'fake', 'other']

/**
 * The "···" of a person (a list row, a conversation): block, or report with a reason the organiser
 * reads, then a confirmation. Undefined when the visitor cancels at any step.
 */
export async function askBlockOrReport(
  platform: Pick<PlatformDialogs, 'chooseAction' | 'confirm'>,
  t: BaseLang,
  /** actions offered before Block and Report (the conversation's "Copy contact"): their index is answered */
  leading: string[] = [],
): Promise<{ report: boolean; reason?: ReportReason } | { leading: number } | undefined> {
  const p = t.pairs
  const cancelText = t.common.cancel
  const choice = await platform.chooseAction([...leading, p.block, p.report], { cancelText })
  if (choice === undefined) return undefined
  if (choice < leading.length) return { leading: choice }
  const report = choice === leading.length + 1
  let reason: ReportReason | undefined
  if (report) {
    const at = await platform.chooseAction(
      REPORT_REASONS.map((r) => p.reportReasons[r]),
      { cancelText },
    )
    if (at === undefined) return undefined
    reason = REPORT_REASONS[at]
  }
  const yes = await platform.confirm(report ? p.reportConfirm : p.blockConfirm, {
    confirmText: report ? p.report : p.block,
    cancelText,
  })
  return yes ? { report, reason } : undefined
}
