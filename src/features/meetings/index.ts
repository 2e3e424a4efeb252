/** Meetings at the stand (issue 29): what other parts of the app may use. */
export { MeetingBooking } from './components/meeting-booking'
export { MyMeetingsView } from './components/my-meetings'
export { MeetingsStore, type MeetingsApi } from './meetings-store'
export { MeetingCodeView } from './components/meeting-code'
