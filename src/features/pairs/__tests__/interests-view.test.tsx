import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { FollowResult, ImRelation, MatchCandidate, MyMatchCard } from '../../../../types/api'
import { createMemoryStorage, renderWithServices } from '../../../../test-support/render-with-services'
import type { ActionApi } from '../../../../test-support/render-with-services'
import { InterestsView } from '..'

const yan: MatchCandidate = {
  personId: 'p_yan',
  name: 'Yan Huang',
  company: 'Valve Works',
  position: 'Export Manager',
  avatar: '',
  country: 'China',
  interests: ['Machinery'],
  role: 'exhibitor',
  lookingFor: 'Distributors',
  sharedInterests: ['Machinery'],
  complementary: true,
}
const next: MatchCandidate = { ...yan, personId: 'p_next', name: 'Next Person' }
const card: MyMatchCard = {
  joined: true,
  personId: 'p_me',
  card: null,
  chatEnabled: true,
  interestChoices: [{ id: 1, label: 'Machinery' }],
}

/** Yan marked the visitor already: Interested makes a match with a conversation. */
function fakeApi() {
  let matched = false
  const api = {
    getMyMatchCard: jest.fn(async () => card),
    getMatchingUsers: jest.fn(async () => ({
      list: matched ? [next] : [yan, next],
      remaining: matched ? 4 : 5,
      dailyLimit: 5,
      resetsAt: '2099-01-01T16:00:00.000Z',
      undoable: matched ? { personId: 'p_yan', name: 'Yan Huang', decision: 'follow' as const } : null,
    })),
    followOrCancel: jest.fn(async (_body: { targetPersonId: string; follow: 0 | 1 }): Promise<FollowResult> => {
      matched = true
      return { followed: 1, mutual: true, remaining: 4, conversationId: 'c_yan' }
    }),
    loseInterested: jest.fn(async (_body: { targetPersonId: string }) => ({ remaining: 4 })),
    undoMatchDecision: jest.fn(async () => ({ remaining: 5 })),
    getImRelationList: jest.fn(async (): Promise<ImRelation[]> =>
      matched
        ? [
            {
              ...yan,
              followed: 1,
              followedBy: 1,
              mutual: true,
              conversationId: 'c_yan',
              contact: null,
              unread: 0,
              lastMessage: null,
              lastMessageAt: null,
            },
          ]
        : [],
    ),
    blockPerson: jest.fn(),
    imSocketUrl: () => 'http://show.test/api/v5/im/socket',
  }
  return api
}

function render(confirm: boolean) {
  const api = fakeApi()
  const navigation = { to: jest.fn(), back: jest.fn(), replace: jest.fn() }
  const confirmFn = jest.fn(async () => confirm)
  const showToast = jest.fn()
  const result = renderWithServices(<InterestsView />, {
    storage: createMemoryStorage({ __language__: 'EN' }),
    // decisions go through the visitor's action queue, as in the app
    actionApi: {
      follow: (body) => api.followOrCancel(body),
      lose: (body) => api.loseInterested(body),
    } as ActionApi,
    platform: {
      connectSocket: jest.fn(async () => {
        throw new Error('no socket here')
      }),
      onNetworkChange: () => () => {},
      confirm: confirmFn,
      showToast,
    },
    services: { api: api as never, navigation: navigation as never },
  })
  act(() => {
    result.services.store.context.setIdentity({ userId: 'visitor-1', hasUserInfo: false })
    result.services.store.ui.setStatusBarHeight(0, false)
  })
  return { ...result, api, navigation, confirmFn, showToast }
}

describe('a match is a moment (issue 22 item 5)', () => {
  it('shows who it is, their card and Say hello, which opens the chat', async () => {
    const { navigation, showToast } = render(false)
    await screen.findByText('Yan Huang')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Interested' }))
    })
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain("It's a match!")
    expect(dialog.textContent).toContain('You and Yan Huang are interested in each other')
    expect(dialog.textContent).toContain('Valve Works')
    // not a toast that goes by itself
    expect(showToast).not.toHaveBeenCalledWith("It's a match!", expect.anything())
    fireEvent.click(screen.getByRole('button', { name: 'Say hello' }))
    expect(navigation.to).toHaveBeenCalledWith('/pairs/chat', { conversationId: 'c_yan' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('asks before undoing a match, naming the person and saying the chat goes too', async () => {
    const { api, confirmFn } = render(false)
    await screen.findByText('Yan Huang')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Interested' }))
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Keep browsing' }))
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: /^Undo · Yan Huang/ }))
    })
    expect(confirmFn).toHaveBeenCalledWith(
      'Undo your match with Yan Huang? Your chat with them goes too.',
      expect.objectContaining({ confirmText: 'Undo' }),
    )
    // "no": nothing is undone
    expect(api.undoMatchDecision).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: /^Undo · Yan Huang/ })).toBeTruthy()
  })
})
