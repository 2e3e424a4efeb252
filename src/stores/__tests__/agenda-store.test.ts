import { memoryStorage } from '../../../test-support/fakes'
import { createFakeAgendaApi, createFakePlanApi } from '../../../test-support/render-with-services'
import { RootStore } from '../root-store'

const entry = (id: number, startTime: string) => ({
  id,
  title: `Session ${id}`,
  startTime,
  endTime: startTime.replace(':30:', ':59:'),
  room: 'Main Forum',
  roomId: 1,
  hall: 'Hall 1',
  track: '',
  trackId: 0,
  isKeynote: 0 as const,
  speakers: [],
  remind: 1 as const,
  reminderVia: 'none' as const,
  reminderState: 'queued' as const,
})

describe('AgendaStore', () => {
  function setup() {
    const agendaApi = createFakeAgendaApi({
      getMyAgenda: jest.fn(async () => ({
        eventEditionId: 22,
        eventEditionName: 'International Industry Expo 2026',
        timeZone: 'Asia/Shanghai',
        timeZoneName: 'Shanghai',
        list: [entry(1, '2026-09-15T01:30:00.000Z'), entry(2, '2026-09-15T03:30:00.000Z')],
      })),
    })
    const root = new RootStore({ storage: memoryStorage(), planApi: createFakePlanApi(), agendaApi })
    return { root, agendaApi }
  }

  it('loads once per event and language, again after a reminder changed', async () => {
    const { root, agendaApi } = setup()
    await root.agenda.load()
    await root.agenda.load()
    expect(agendaApi.getMyAgenda).toHaveBeenCalledTimes(1)
    expect(root.agenda.entries.map((s) => s.id)).toEqual([1, 2])
    await root.agenda.setReminder(3, 1, 'web')
    expect(agendaApi.remind).toHaveBeenCalledWith({ id: 3, remind: 1, channel: 'web' })
    await root.agenda.load()
    expect(agendaApi.getMyAgenda).toHaveBeenCalledTimes(2)
    root.language.setLanguage('EN')
    await root.agenda.load()
    expect(agendaApi.getMyAgenda).toHaveBeenCalledTimes(3)
  })

  it('removing a session from the agenda cancels its reminder, and every view sees it at once', async () => {
    const { root, agendaApi } = setup()
    await root.agenda.load()
    await root.agenda.remove(1)
    expect(agendaApi.remind).toHaveBeenCalledWith({ id: 1, remind: 0 })
    expect(root.agenda.entries.map((s) => s.id)).toEqual([2])
    expect(root.agenda.isReminded({ id: 1, remind: 1 })).toBe(false)
    expect(root.agenda.isReminded({ id: 2, remind: 1 })).toBe(true)
    await root.agenda.remove(2)
    expect(root.agenda.isEmpty).toBe(true)
  })

  it('a cancel made offline survives a reload: the agenda read again (kept data) no longer shows it', async () => {
    const { agendaApi } = setup()
    const storage = memoryStorage()
    const make = () => {
      const r = new RootStore({ storage, planApi: createFakePlanApi(), agendaApi })
      r.context.setIdentity({ userId: 'u1', hasUserInfo: false })
      r.ui.setOnline(false)
      return r
    }
    const first = make()
    await first.agenda.load()
    await expect(first.agenda.remove(1)).resolves.toBeNull()
    expect(first.agenda.isPending(1)).toBe(true)

    const again = make()
    await again.actions.load()
    await again.agenda.load()
    expect(again.agenda.entries.map((s) => s.id)).toEqual([2])
    expect(again.agenda.isReminded({ id: 1, remind: 1 })).toBe(false)
    expect(again.agenda.isPending(1)).toBe(true)
    expect(again.actions.flagOf('remind:2')).toBeUndefined()
  })

  it('a failed load is only logged; a failed reminder rejects and changes nothing', async () => {
    const { root, agendaApi } = setup()
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    ;(agendaApi.getMyAgenda as jest.Mock).mockRejectedValueOnce(new Error('offline'))
    await root.agenda.load()
    expect(root.agenda.loadFailed).toBe(true)
    expect(root.agenda.loaded).toBe(false)
    ;(agendaApi.remind as jest.Mock).mockRejectedValueOnce(new Error('at most 50 reminders'))
    await expect(root.agenda.setReminder(9, 1)).rejects.toThrow('at most 50')
    expect(root.agenda.isReminded({ id: 9, remind: 0 })).toBe(false)
    warn.mockRestore()
  })
})
