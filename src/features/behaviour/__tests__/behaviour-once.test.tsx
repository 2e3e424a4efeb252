import { useEffect } from 'react'
import { renderWithServices } from '../../../../test-support/render-with-services'
import { detectEnv } from '../../../platform/env'
import { useBehaviourOnce } from '..'

/** Records one route stop per exhibitor id it is given, on every render (as the route page does). */
function Stops({ ids, tick }: { ids: number[]; tick: number }) {
  const recordOnce = useBehaviourOnce()
  useEffect(() => {
    for (const id of ids)
      recordOnce(`route:${id}`, { target: 'exhibitor', action: 'route', companyProfileId: id, url: '/venue/route' })
  }, [ids, tick, recordOnce])
  return null
}

function setup() {
  const api = { sendBehaviour: jest.fn(async () => ({ saved: 1 })) }
  const result = renderWithServices(<Stops ids={[1, 2]} tick={0} />, {
    platform: { env: detectEnv('Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0') },
    services: { api: api as never },
  })
  return { ...result, api }
}

describe('behaviour recorded once per page open (route stops, map opens)', () => {
  it('sends one record per exhibitor, not one per render or per route computed anew', () => {
    const { api, rerender } = setup()
    expect(api.sendBehaviour).toHaveBeenCalledTimes(2)
    expect(api.sendBehaviour.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      expect.objectContaining({ TARGET: 'exhibitor', ACTIONID: 'route', COMPANYPROFILEID: 1, URL: '/venue/route' }),
      expect.objectContaining({ TARGET: 'exhibitor', ACTIONID: 'route', COMPANYPROFILEID: 2 }),
    ])
    rerender(<Stops ids={[1, 2]} tick={1} />)
    rerender(<Stops ids={[2, 1]} tick={2} />)
    expect(api.sendBehaviour).toHaveBeenCalledTimes(2)
    // a stop added to the walk later is recorded, once
    rerender(<Stops ids={[1, 2, 3]} tick={3} />)
    rerender(<Stops ids={[1, 2, 3]} tick={4} />)
    expect(api.sendBehaviour).toHaveBeenCalledTimes(3)
    expect(api.sendBehaviour).toHaveBeenLastCalledWith(expect.objectContaining({ COMPANYPROFILEID: 3 }))
  })

  it('a new page open records again', () => {
    const first = setup()
    first.unmount()
    const second = setup()
    expect(first.api.sendBehaviour).toHaveBeenCalledTimes(2)
    expect(second.api.sendBehaviour).toHaveBeenCalledTimes(2)
  })
})
