import { screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { createTestServices, renderWithServices } from '../../../../test-support/render-with-services'
import { EditorGate } from '..'
import { certifiedStorage } from './helpers'

/**
 * The stand's pages (meetings) admit a staff phone as the server does (standRole): the server's list
 * of the phone's stands decides; the exhibitor's edit pages still admit its contacts only.
 */
function setup(stands: number[] | Error) {
  const api = {
    getLeadStands: jest.fn(async () => {
      if (stands instanceof Error) throw stands
      return stands.map((id) => ({
        companyProfileId: id,
        name: `#${id}`,
        role: 'staff',
        questions: [],
        lastExportAt: null,
      }))
    }),
  }
  // a phone that is a contact of no exhibitor: staff at most
  const services = createTestServices({
    storage: certifiedStorage('EN', { companyProfileIds: [] }),
    services: { api: api as never },
  })
  return { api, services }
}

describe('EditorGate staffToo', () => {
  it('admits a staff phone of this exhibitor to a stand page', async () => {
    const { api, services } = setup([1])
    renderWithServices(
      <EditorGate companyProfileId={1} staffToo>
        {() => <Text>stand day</Text>}
      </EditorGate>,
      { value: services },
    )
    expect(await screen.findByText('stand day')).toBeTruthy()
    expect(api.getLeadStands).toHaveBeenCalledWith('token-1')
  })

  it('refuses a phone that is staff of another exhibitor, or when the stands cannot be read', async () => {
    for (const stands of [[2], new Error('offline')]) {
      const { services } = setup(stands)
      const view = renderWithServices(
        <EditorGate companyProfileId={1} staffToo>
          {() => <Text>stand day</Text>}
        </EditorGate>,
        { value: services },
      )
      expect(await screen.findByRole('alert')).toBeTruthy()
      expect(screen.queryByText('stand day')).toBeNull()
      view.unmount()
    }
  })

  it('does not admit staff to an edit page (no staffToo), nor ask for their stands', async () => {
    const { api, services } = setup([1])
    renderWithServices(<EditorGate companyProfileId={1}>{() => <Text>edit form</Text>}</EditorGate>, {
      value: services,
    })
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.queryByText('edit form')).toBeNull()
    expect(api.getLeadStands).not.toHaveBeenCalled()
  })
})
