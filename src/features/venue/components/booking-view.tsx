import { observer } from 'mobx-react'
import { VenueMap } from './venue-map'
import { BookingForm } from './booking-form'

/** Booking (/booking[?stand=…]): the halls coloured by stand status; a free stand tapped opens the request form. */
export const BookingView = observer(function BookingView() {
  return (
    <VenueMap
      mode='booking'
      renderSelected={(stand, plan, reserved) => (
        <BookingForm key={stand.code} stand={stand} plan={plan} onReserved={reserved} />
      )}
    />
  )
})
