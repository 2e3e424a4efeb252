import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ImConversation, ImRelation, MyMatchCard } from '../../../../types/api'
import { createMemoryStorage, renderWithServices } from '../../../../test-support/render-with-services'
import { ChatView, ListView } from '..'

const relation = (over: Partial<ImRelation> = {}): ImRelation => ({
  personId: 'p_bob',
  name: 'Bob Li',
  company: 'Pumps Co.',
  position: 'Sales Manager',
  avatar: '',
  country: 'China',
  interests: ['Machinery'],
  role: 'exhibitor',
  lookingFor: '',
  followed: 1,
  followedBy: 1,
  mutual: true,
  conversationId: 'c_bob',
  contact: 'bob@pumps.example.com',
  unread: 3,
  lastMessage: 'Third',
  lastMessageAt: '2026-04-16T02:00:00.000Z',
  ...over,
})
const card = (chatEnabled: boolean): MyMatchCard => ({
  joined: true,
  personId: 'p_me',
  card: null,
  chatEnabled,
  interestChoices: [{ id: 1, label: 'Machinery' }],
})
const conversation: ImConversation = {
  conversationId: 'c_bob',
  person: relation(),
  hasEarlier: false,
  open: true,
  contact: 'bob@pumps.example.com',
  messages: [1, 2, 3].map((id) => ({
    id,
    clientId: `bob-${id}`,
    conversationId: 'c_bob',
    fromMe: 0 as const,
    content: ['First', 'Second', 'Third'][id - 1]!,
    createdAt: '2026-04-16T02:00:00.000Z',
    read: 0 as const,
  })),
}

/**
 * The matchmaking API as the server answers it: with chat on, the relations always say 3 unread (so a
 * reload would not clear them); with chat off, no unread counts and no last message.
 */
function fakeApi(chatEnabled: boolean) {
  const bob = chatEnabled ? relation() : relation({ unread: 0, lastMessage: null, lastMessageAt: null })
  const xu = relation({
    personId: 'p_xu',
    name: 'Xu Ming',
    mutual: false,
    followed: 0,
    conversationId: null,
    contact: null,
    unread: 0,
    lastMessage: null,
    lastMessageAt: null,
  })
  return {
    getMyMatchCard: jest.fn(async () => card(chatEnabled)),
    getImRelationList: jest.fn(async () => [bob, xu]),
    getImMessages: jest.fn(async () => conversation),
    markImRead: jest.fn(async () => ({ unread: 0 })),
    sendImMessage: jest.fn(),
    blockPerson: jest.fn(async () => ({ blocked: true as const })),
    imSocketUrl: () => 'http://show.test/api/v5/im/socket',
  }
}

function renderList(chatEnabled: boolean, answers: { actions?: number[]; confirm?: boolean } = {}) {
  const api = fakeApi(chatEnabled)
  const connectSocket = jest.fn(async () => {
    throw new Error('no socket here')
  })
  const navigation = { to: jest.fn(), back: jest.fn(), replace: jest.fn() }
  const actionSheets: string[][] = []
  const showToast = jest.fn()
  const result = renderWithServices(<ListView />, {
    storage: createMemoryStorage({ __language__: 'EN' }),
    platform: {
      connectSocket,
      onNetworkChange: () => () => {},
      chooseAction: jest.fn(async (items: readonly string[]) => {
        actionSheets.push([...items])
        return answers.actions?.shift()
      }),
      confirm: jest.fn(async () => answers.confirm ?? false),
      showToast,
      currentQuery: () => ({ conversationId: 'c_bob' }),
    },
    services: { api: api as never, navigation: navigation as never },
  })
  act(() => {
    result.services.store.context.setIdentity({ userId: 'visitor-1', hasUserInfo: false })
    result.services.store.ui.setStatusBarHeight(0, false)
  })
  return { ...result, api, connectSocket, navigation, actionSheets, showToast }
}

const badges = () => Array.from(document.querySelectorAll('.pairs-badge'), (b) => b.textContent)

describe('the matches list', () => {
  it('drops the unread badges once the conversation is read, without waiting for a reload', async () => {
    const { services, api } = renderList(true)
    await screen.findByText('Bob Li')
    // the tab's count and the row's
    // the tabs' counts (3 unread on matches, 1 waiting in "interested in me"), then Bob's row
    expect(badges()).toEqual(['3', '1', '3'])
    expect(screen.getByRole('button', { name: 'Chat' })).toBeTruthy()

    // the visitor opens the conversation (the list page stays underneath, as on both hosts)
    fireEvent.click(screen.getByRole('button', { name: 'Chat' }))
    renderWithServices(<ChatView />, { value: services })
    await screen.findByText('First')
    await waitFor(() => expect(api.markImRead).toHaveBeenCalledWith({ conversationId: 'c_bob', upTo: 3 }))

    // back on the list: no badge on the match (the server's list, still saying 3, was not needed)
    await waitFor(() => expect(badges()).toEqual(['1']))
    expect(api.getImRelationList).toHaveBeenCalledTimes(1)
  })

  it('with chat switched off: says so, shows a match’s business card and offers no chat', async () => {
    const { connectSocket, navigation } = renderList(false)
    await screen.findByText('Chat is not offered here: matches exchange business cards.')
    expect(screen.getByText('Business card')).toBeTruthy()
    expect(screen.getByText('bob@pumps.example.com')).toBeTruthy()
    expect(screen.getByText('Bob Li · Sales Manager · Pumps Co. · China')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull()
    // no unread counts, no last message, no socket: there is no chat to speak of
    expect(screen.queryByText('No messages yet: say hello')).toBeNull()
    expect(badges()).toEqual(['1'])
    expect(connectSocket).not.toHaveBeenCalled()
    // the row of a match opens nothing either
    fireEvent.click(screen.getByText('Bob Li'))
    expect(navigation.to).not.toHaveBeenCalled()
  })

  it('reports a match with the reason the visitor picks, and the person leaves the list', async () => {
    const { api, actionSheets, showToast } = renderList(true, { actions: [1, 2], confirm: true })
    await screen.findByText('Bob Li')
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Block / Report' })[0]!)
    })
    expect(actionSheets).toEqual([
      ['Block', 'Report'],
      ['Spam or advertising', 'Abusive or inappropriate', 'Fake identity', 'Other'],
    ])
    await waitFor(() =>
      expect(api.blockPerson).toHaveBeenCalledWith({ targetPersonId: 'p_bob', report: 1, reason: 'fake' }),
    )
    expect(showToast).toHaveBeenCalledWith('Reported and blocked')
    await waitFor(() => expect(screen.queryByText('Bob Li')).toBeNull())
  })

  it('in English, the Cancel of a row says what it cancels; on a match, the question says the chat goes too', async () => {
    const { services } = renderList(true, { confirm: false })
    const platform = services.platform as unknown as { confirm: jest.Mock }
    await screen.findByText('Bob Li')
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw interest' }))
    })
    expect(platform.confirm).toHaveBeenCalledWith(
      'Withdraw your interest in Bob Li? Your match and your chat with them end too.',
      expect.objectContaining({ confirmText: 'Withdraw' }),
    )
  })
})

describe('the conversation', () => {
  it('shows the contact the match shared, in the header and first in the ··· menu (copied)', async () => {
    const { services, actionSheets } = renderList(true, { actions: [0] })
    const copyText = jest.fn(async () => undefined)
    ;(services.platform as { copyText: unknown }).copyText = copyText
    renderWithServices(<ChatView />, { value: services })
    await screen.findByText('Contact: bob@pumps.example.com')
    await act(async () => {
      const more = screen.getAllByRole('button', { name: 'Block / Report' })
      fireEvent.click(more[more.length - 1]!)
    })
    expect(actionSheets[actionSheets.length - 1]).toEqual(['Copy contact: bob@pumps.example.com', 'Block', 'Report'])
    await waitFor(() => expect(copyText).toHaveBeenCalledWith('bob@pumps.example.com'))
  })
})
