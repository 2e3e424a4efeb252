export { VenueMap, type VenueMapProps } from './components/venue-map'
export { RouteView } from './components/route-view'
export { planRoute, walkingMinutes, type Route, type RouteStop } from './route'
export { BookingView } from './components/booking-view'
