/** Meetings at the stand (issue 29): what other parts of the app may use. */
export { MeetingBooking } from './components/meeting-booking'
export { MyMeetingsView } from './components/my-meetings'
export { MeetingsStore, type MeetingsApi } from './meetings-store'
// the stand's side: publishing slots, and the day's bookings
export { MeetingSlotsView } from './components/meeting-slots-view'
export { StandMeetingsView } from './components/stand-meetings-view'
export { SlotPlanStore, type SlotPlanApi } from './slot-plan-store'
export { StandDayStore, type StandDayApi } from './stand-day-store'
export { MeetingCodeView } from './components/meeting-code'
// meetings between matched attendees (issue 29.2)
export { ProposeMeetingView } from './components/propose-meeting'
export { ProposalStore, type ProposalApi } from './proposal-store'
