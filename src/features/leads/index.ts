/** Exhibitors' leads (issue 28): what other parts of the app may use. */
export { LeadsView } from './components/leads-view'
export { LeadHoldersView } from './components/lead-holders-view'
export { LeadAnalyticsSection } from './components/lead-analytics'
export { badgeRefusal, checkBadge, checkBadgeWith, type BadgeScan } from './badge-check'
export { LeadQueue, sendLead, isRefusal, type LeadEntry, type RefusedScan } from './lead-queue'
export { leadQueueOf, sendScansFirst } from './lead-state'
