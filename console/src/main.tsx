/**
 * The organiser console (issue 26 item 3): a small H5 app of its own, served at /console/. Sign-in,
 * the moderation queue, the schedule and editions with the spreadsheet import.
 */
import { createRoot } from 'react-dom/client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type {
  ModerationAction,
  ModerationLogEntry,
  ModerationReport,
  OrganiserEdition,
  OrganiserImportResult,
  OrganiserMe,
  OrganiserMoveResult,
  OrganiserNumbers,
  OrganiserSession,
} from '../../types/api/organiser'
import type { OrganiserDeliveries } from '../../types/api/deliveries'
import { ApiFailure, makeApi, type Api } from './api'
import { WORDS, type ConsoleWords, type Lang } from './words'
import { ExhibitorPhones } from './phones'

type Tab = 'moderation' | 'schedule' | 'editions' | 'deliveries' | 'phones'
const LANG_KEY = 'organiser-console-lang'

function initialLang(): Lang {
  const kept = localStorage.getItem(LANG_KEY)
  if (kept === 'EN' || kept === 'zh-CN') return kept
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'EN'
}

function App() {
  const [lang, setLang] = useState<Lang>(initialLang)
  const w = WORDS[lang]
  const api = useMemo(() => makeApi(() => lang), [lang])
  const [me, setMe] = useState<OrganiserMe | null | undefined>(undefined)
  const [tab, setTab] = useState<Tab>('moderation')
  const nav = useRef<HTMLElement>(null)
  // At 375 px the tabs scroll sideways. The open one is kept wholly in view: after a tap on a
  // half-hidden tab, and after a language switch that widens the labels (English) and pushed it out.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [tab, lang, me])

  useEffect(() => {
    document.documentElement.lang = lang === 'EN' ? 'en' : 'zh-CN'
    document.title = w.title
    localStorage.setItem(LANG_KEY, lang)
  }, [lang, w.title])
  useEffect(() => {
    api
      .get<OrganiserMe>('/api/organiser/me')
      .then(setMe)
      .catch(() => setMe(null))
    // once: later calls keep the session the sign-in gave
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const switchLang = (
    <button className='lang' onClick={() => setLang(lang === 'EN' ? 'zh-CN' : 'EN')}>
      {w.otherLanguage}
    </button>
  )
  if (me === undefined) return <p className='muted'>{w.loading}</p>
  if (me === null)
    return (
      <>
        <header>
          <h1>{w.title}</h1>
          {switchLang}
        </header>
        <SignIn w={w} api={api} onSignedIn={setMe} />
      </>
    )
  return (
    <>
      <header>
        <h1>{w.title}</h1>
        <span className='muted' style={{ color: '#dbe6f2' }}>
          {me.name || me.email}
        </span>
        {switchLang}
        <button onClick={() => api.post('/api/organiser/signOut').finally(() => setMe(null))}>{w.signOut}</button>
      </header>
      <nav ref={nav}>
        {(['moderation', 'schedule', 'editions', 'deliveries'] as const).map((t) => (
          <button key={t} aria-current={tab === t ? 'page' : undefined} onClick={() => setTab(t)}>
            {w.tabs[t]}
          </button>
        ))}
        <button aria-current={tab === 'phones' ? 'page' : undefined} onClick={() => setTab('phones')}>
          {w.phones.tab}
        </button>
      </nav>
      <main>
        {tab === 'moderation' && <Moderation w={w} api={api} />}
        {tab === 'schedule' && <Schedule w={w} api={api} lang={lang} />}
        {tab === 'editions' && <Editions w={w} api={api} lang={lang} />}
        {tab === 'deliveries' && <Deliveries w={w} api={api} />}
        {tab === 'phones' && <ExhibitorPhones w={w} api={api} lang={lang} />}
      </main>
    </>
  )
}

function SignIn({ w, api, onSignedIn }: { w: ConsoleWords; api: Api; onSignedIn: (me: OrganiserMe) => void }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError('')
    try {
      onSignedIn(await api.post<OrganiserMe>('/api/organiser/signIn', { email, password }))
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className='card signin' onSubmit={submit}>
      <label htmlFor='email'>{w.email}</label>
      <input id='email' type='email' autoComplete='username' value={email} onChange={(e) => setEmail(e.target.value)} />
      <label htmlFor='password'>{w.password}</label>
      <input
        id='password'
        type='password'
        autoComplete='current-password'
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && (
        <p className='error' role='alert'>
          {error}
        </p>
      )}
      <p>
        <button className='primary' type='submit' disabled={busy || !email || !password}>
          {w.signIn}
        </button>
      </p>
    </form>
  )
}

function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState('')
  // only the latest load may answer: an edition switched quickly must not show the previous one's rows
  const latest = useRef(0)
  const reload = useCallback(() => {
    const ticket = ++latest.current
    load()
      .then((d) => {
        if (ticket !== latest.current) return
        setData(d)
        setError('')
      })
      .catch((e: ApiFailure) => {
        if (ticket === latest.current) setError(e.message)
      })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  useEffect(reload, [reload])
  return { data, error, reload, setData }
}

function Moderation({ w, api }: { w: ConsoleWords; api: Api }) {
  const [status, setStatus] = useState<'open' | 'all'>('open')
  const reports = useLoad(() => api.get<ModerationReport[]>(`/api/organiser/reports?status=${status}`), [api, status])
  const log = useLoad(() => api.get<ModerationLogEntry[]>('/api/organiser/actions'), [api])
  const [error, setError] = useState('')
  const act = async (r: ModerationReport, action: ModerationAction) => {
    try {
      await api.post(`/api/organiser/reports/${r.id}/action`, { action })
      setError('')
      reports.reload()
      log.reload()
    } catch (e) {
      setError((e as Error).message)
    }
  }
  const person = (p: ModerationReport['reported']) => (
    <>
      {p.name || '—'} <span className='muted'>#{p.label}</span>{' '}
      <span className={`tag ${p.restriction}`}>{w.restriction[p.restriction]}</span>
    </>
  )
  return (
    <section>
      <div className='row'>
        <h2 style={{ marginRight: 'auto' }}>{w.tabs.moderation}</h2>
        <button aria-current={status === 'open' ? 'page' : undefined} onClick={() => setStatus('open')}>
          {w.openReports}
        </button>
        <button aria-current={status === 'all' ? 'page' : undefined} onClick={() => setStatus('all')}>
          {w.allReports}
        </button>
      </div>
      {(reports.error || error) && <p className='error'>{reports.error || error}</p>}
      {reports.data?.length === 0 && <p className='muted'>{w.noReports}</p>}
      {reports.data?.map((r) => (
        <article className='card report' key={r.id} data-report={r.id}>
          <div className='row'>
            <strong>{w.kind[r.kind]}</strong>
            <span className='tag'>{w.reason[r.reason] ?? r.reason}</span>
            <span className='tag'>{w.status[r.status]}</span>
            {r.rfqHidden && <span className='tag blocked'>{w.rfqHidden}</span>}
            <span className='muted'>{new Date(r.createdAt).toLocaleString()}</span>
          </div>
          <div className='excerpt'>{r.excerpt}</div>
          <div>
            {w.reported}: {person(r.reported)}
          </div>
          <div className='muted'>
            {w.reporter}: {person(r.reporter)}
          </div>
          <div className='row' style={{ marginTop: 8 }}>
            {r.kind === 'rfq' && !r.rfqHidden && <button onClick={() => act(r, 'hideRfq')}>{w.actions.hideRfq}</button>}
            {r.reported.restriction === 'none' && <button onClick={() => act(r, 'warn')}>{w.actions.warn}</button>}
            {r.reported.restriction !== 'blocked' ? (
              <button className='danger' onClick={() => act(r, 'block')}>
                {w.actions.block}
              </button>
            ) : (
              <button onClick={() => act(r, 'unblock')}>{w.actions.unblock}</button>
            )}
            {r.status === 'open' && <button onClick={() => act(r, 'dismiss')}>{w.actions.dismiss}</button>}
          </div>
        </article>
      ))}
      <h2>{w.log}</h2>
      <table className='responsive log'>
        <tbody>
          {log.data?.map((a) => (
            <tr key={a.id}>
              <td>{new Date(a.at).toLocaleString()}</td>
              <td>
                {(w.actions as Record<string, string>)[a.action] ??
                  (w.phones.logActions as Record<string, string>)[a.action] ??
                  (a.action === 'moveSession' ? w.move : a.action === 'cancelSession' ? w.cancelSession : a.action)}
              </td>
              <td>{a.reportId ? `#${a.reportId}` : ''}</td>
              <td>{a.by}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function EditionPicker({
  api,
  lang,
  value,
  onChange,
}: {
  api: Api
  lang: Lang
  value: number | null
  onChange: (id: number) => void
}) {
  const editions = useLoad(() => api.get<OrganiserEdition[]>('/api/organiser/editions'), [api])
  useEffect(() => {
    if (value === null && editions.data?.length)
      onChange((editions.data.find((e) => e.current) ?? editions.data[0]!).id)
  }, [editions.data, value, onChange])
  return (
    <select value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))} aria-label='edition'>
      {editions.data?.map((e) => (
        <option key={e.id} value={e.id}>
          {lang === 'EN' ? e.nameEn : e.nameZh} ({e.exhibitionCode})
        </option>
      ))}
    </select>
  )
}

function Schedule({ w, api, lang }: { w: ConsoleWords; api: Api; lang: Lang }) {
  const [editionId, setEditionId] = useState<number | null>(null)
  const list = useLoad(
    () =>
      editionId === null
        ? Promise.resolve(null)
        : api.get<{ sessions: OrganiserSession[] }>(`/api/organiser/editions/${editionId}/sessions`),
    [api, editionId],
  )
  const [moving, setMoving] = useState<OrganiserSession | null>(null)
  const [cancelling, setCancelling] = useState<OrganiserSession | null>(null)
  const [done, setDone] = useState('')
  return (
    <section>
      <div className='row'>
        <h2 style={{ marginRight: 'auto' }}>{w.tabs.schedule}</h2>
        <EditionPicker api={api} lang={lang} value={editionId} onChange={setEditionId} />
      </div>
      {done && (
        <p className='ok' role='status'>
          {done}
        </p>
      )}
      {list.error && <p className='error'>{list.error}</p>}
      {moving && (
        <MoveForm
          w={w}
          api={api}
          session={moving}
          lang={lang}
          onClose={(result) => {
            setMoving(null)
            if (result) {
              setDone(w.moved(result.told))
              list.reload()
            }
          }}
        />
      )}
      {cancelling && (
        <CancelForm
          w={w}
          api={api}
          session={cancelling}
          lang={lang}
          onClose={(result) => {
            setCancelling(null)
            if (result) {
              setDone(w.cancelled(result.told))
              list.reload()
            }
          }}
        />
      )}
      <table className='responsive sessions'>
        <thead>
          <tr>
            <th>{w.session}</th>
            <th>{w.time}</th>
            <th>{w.room}</th>
            <th>{w.reminders}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {list.data?.sessions.map((s) => (
            <tr key={s.id} data-session={s.id}>
              <td>{lang === 'EN' ? s.titleEn : s.titleZh}</td>
              <td data-label={w.time}>
                {s.start} – {s.end.slice(11)}
              </td>
              <td data-label={w.room}>{lang === 'EN' ? s.roomEn : s.roomZh}</td>
              <td data-label={w.reminders}>{s.reminders}</td>
              <td>
                <div className='row'>
                  <button
                    onClick={() => {
                      setCancelling(null)
                      setMoving(s)
                    }}
                  >
                    {w.move}
                  </button>
                  <button
                    className='danger'
                    onClick={() => {
                      setMoving(null)
                      setCancelling(s)
                    }}
                  >
                    {w.cancelSession}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function MoveForm({
  w,
  api,
  session,
  lang,
  onClose,
}: {
  w: ConsoleWords
  api: Api
  session: OrganiserSession
  lang: Lang
  onClose: (result: OrganiserMoveResult | null) => void
}) {
  const [start, setStart] = useState(session.start)
  const [end, setEnd] = useState('')
  const [preview, setPreview] = useState<OrganiserMoveResult | null>(null)
  const [error, setError] = useState('')
  const body = () => ({ start: start.trim(), ...(end.trim() ? { end: end.trim() } : {}) })
  const run = async (what: 'preview' | 'move') => {
    try {
      const r = await api.post<OrganiserMoveResult>(`/api/organiser/sessions/${session.id}/${what}`, body())
      setError('')
      if (what === 'preview') setPreview(r)
      else onClose(r)
    } catch (e) {
      setPreview(null)
      setError((e as Error).message)
    }
  }
  return (
    <div className='card move-form'>
      <strong>{lang === 'EN' ? session.titleEn : session.titleZh}</strong>
      <div className='muted'>
        {session.start} – {session.end.slice(11)}
      </div>
      <label htmlFor='start'>{w.newStart}</label>
      <input id='start' value={start} placeholder='YYYY-MM-DD HH:mm' onChange={(e) => setStart(e.target.value)} />
      <label htmlFor='end'>{w.newEnd}</label>
      <input id='end' value={end} placeholder='HH:mm' onChange={(e) => setEnd(e.target.value)} />
      {error && <p className='error'>{error}</p>}
      {preview && (
        <p className='preview' role='status'>
          {preview.session.start} – {preview.session.end.slice(11)} · {w.willTell(preview.told)}
        </p>
      )}
      <div className='row'>
        <button onClick={() => run('preview')}>{w.preview}</button>
        <button className='primary' disabled={!preview} onClick={() => run('move')}>
          {w.confirmMove}
        </button>
        <button onClick={() => onClose(null)}>{w.cancel}</button>
      </div>
    </div>
  )
}

/** Cancelling a session: the visitors it tells are the session's reminders, shown before it is done. */
function CancelForm({
  w,
  api,
  session,
  lang,
  onClose,
}: {
  w: ConsoleWords
  api: Api
  session: OrganiserSession
  lang: Lang
  onClose: (result: OrganiserMoveResult | null) => void
}) {
  const [error, setError] = useState('')
  const run = async () => {
    try {
      onClose(await api.post<OrganiserMoveResult>(`/api/organiser/sessions/${session.id}/cancel`, {}))
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <div className='card cancel-form' role='dialog' aria-label={w.cancelSession}>
      <strong>{lang === 'EN' ? session.titleEn : session.titleZh}</strong>
      <div className='muted'>
        {session.start} – {session.end.slice(11)} · {lang === 'EN' ? session.roomEn : session.roomZh}
      </div>
      <p>{w.cancelTitle}</p>
      <p className='preview' role='status'>
        {w.willTell(session.reminders)}
      </p>
      {error && <p className='error'>{error}</p>}
      <div className='row'>
        <button className='danger' onClick={run}>
          {w.confirmCancel}
        </button>
        <button onClick={() => onClose(null)}>{w.back}</button>
      </div>
    </div>
  )
}

function Editions({ w, api, lang }: { w: ConsoleWords; api: Api; lang: Lang }) {
  const editions = useLoad(() => api.get<OrganiserEdition[]>('/api/organiser/editions'), [api])
  const [error, setError] = useState('')
  const [importInto, setImportInto] = useState<number | null>(null)
  const [numbersOf, setNumbersOf] = useState<OrganiserEdition | null>(null)
  const setState = async (e: OrganiserEdition, state: 'open' | 'close' | 'hide' | 'show') => {
    try {
      await api.post(`/api/organiser/editions/${e.id}/state`, { state })
      setError('')
      editions.reload()
    } catch (err) {
      setError((err as Error).message)
    }
  }
  return (
    <section>
      <h2>{w.importTitle}</h2>
      <div className='card'>
        <div className='row'>
          <EditionPicker api={api} lang={lang} value={importInto} onChange={setImportInto} />
        </div>
        {importInto !== null && <ImportForm w={w} api={api} editionId={importInto} />}
      </div>
      <h2>{w.editions}</h2>
      {error && <p className='error'>{error}</p>}
      <table className='responsive editions'>
        <tbody>
          {editions.data?.map((e) => (
            <tr key={e.id}>
              <td>
                {lang === 'EN' ? e.nameEn : e.nameZh}{' '}
                <span className='muted'>
                  {e.exhibitionCode} · {e.startDate} – {e.endDate}
                </span>
              </td>
              <td>
                {e.current && <span className='tag'>{w.current}</span>}{' '}
                {e.closed && <span className='tag'>{w.closed}</span>}{' '}
                {!e.viewable && <span className='tag warned'>{w.hidden}</span>}
              </td>
              <td>
                <div className='row'>
                  {(e.closed || !e.current) && <button onClick={() => setState(e, 'open')}>{w.open}</button>}
                  {!e.closed && <button onClick={() => setState(e, 'close')}>{w.close}</button>}
                  <button onClick={() => setState(e, e.viewable ? 'hide' : 'show')}>
                    {e.viewable ? w.hide : w.show}
                  </button>
                  <button onClick={() => setNumbersOf(numbersOf?.id === e.id ? null : e)}>{w.numbers}</button>
                  {/* a plain download: the browser sends the organiser's session cookie with it */}
                  <a
                    className='button'
                    href={`/api/organiser/editions/${e.id}/export?language=${lang === 'EN' ? 'EN' : 'ZH-CN'}`}
                    download
                  >
                    {w.exportXlsx}
                  </a>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {numbersOf && <EditionNumbers key={numbersOf.id} w={w} api={api} lang={lang} edition={numbersOf} />}
      <NewEdition w={w} api={api} onCreated={editions.reload} />
    </section>
  )
}

const NUMBER_KEYS = ['visitors', 'plans', 'reminders', 'matches', 'rfqs', 'preRegistrations', 'badgeEntries'] as const

/** What visitors did in an edition, per venue day, with the totals (issue 26.3 Numbers). */
function EditionNumbers({
  w,
  api,
  lang,
  edition,
}: {
  w: ConsoleWords
  api: Api
  lang: Lang
  edition: OrganiserEdition
}) {
  const data = useLoad(
    () => api.get<OrganiserNumbers>(`/api/organiser/editions/${edition.id}/numbers`),
    [api, edition.id],
  )
  return (
    <section className='numbers'>
      <h3>{w.numbersOf(lang === 'EN' ? edition.nameEn : edition.nameZh)}</h3>
      {data.error && <p className='error'>{data.error}</p>}
      {data.data && data.data.days.length === 0 && <p className='muted'>{w.noNumbers}</p>}
      {data.data && data.data.days.length > 0 && (
        <table className='responsive numbers'>
          <thead>
            <tr>
              <th>{w.day}</th>
              {NUMBER_KEYS.map((k) => (
                <th key={k}>{w.numberColumns[k]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...data.data.days, { day: w.total, ...data.data.totals }].map((d) => (
              <tr key={d.day}>
                <td data-label={w.day}>{d.day}</td>
                {NUMBER_KEYS.map((k) => (
                  <td key={k} data-label={w.numberColumns[k]}>
                    {d[k]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function ImportForm({ w, api, editionId }: { w: ConsoleWords; api: Api; editionId: number }) {
  const [file, setFile] = useState<File | null>(null)
  const [partial, setPartial] = useState(false)
  const [result, setResult] = useState<OrganiserImportResult | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const upload = async () => {
    if (!file) return
    const form = new FormData()
    form.append('file', file, file.name)
    setBusy(true)
    try {
      setResult(
        await api.post<OrganiserImportResult>(
          `/api/organiser/editions/${editionId}/import?partial=${partial ? 1 : 0}`,
          form,
        ),
      )
      setError('')
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className='import'>
      <label htmlFor='sheet'>{w.chooseFile}</label>
      <input id='sheet' type='file' accept='.xlsx,.csv' onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      <label>
        <input type='checkbox' checked={partial} onChange={(e) => setPartial(e.target.checked)} /> {w.partial}
      </label>
      <p>
        <button className='primary' disabled={!file || busy} onClick={upload}>
          {w.upload}
        </button>
      </p>
      {error && <p className='error'>{error}</p>}
      {result && result.errors.length > 0 && (
        <>
          <p className='error' role='alert'>
            {result.written ? w.importDone : w.importErrors(result.errors.length)}
          </p>
          <table className='responsive errors'>
            <thead>
              <tr>
                <th>{w.sheet}</th>
                <th>{w.row}</th>
                <th>{w.column}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {result.errors.map((e, i) => (
                <tr key={i}>
                  <td data-label={w.sheet}>{e.sheet}</td>
                  <td data-label={w.row}>{e.row || ''}</td>
                  <td data-label={w.column}>{e.column}</td>
                  <td>{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {result && result.written && (
        <p className='ok' role='status'>
          {w.importDone}: {result.counts.map((c) => `${c.sheet} +${c.added} ~${c.updated} −${c.hidden}`).join(' · ')}
        </p>
      )}
    </div>
  )
}

function NewEdition({ w, api, onCreated }: { w: ConsoleWords; api: Api; onCreated: () => void }) {
  const [f, setF] = useState({ exhibitionCode: '', year: '', nameZh: '', nameEn: '', startDate: '', endDate: '' })
  const [error, setError] = useState('')
  const field = (key: keyof typeof f, label: string, type = 'text') => (
    <div>
      <label htmlFor={`new-${key}`}>{label}</label>
      <input id={`new-${key}`} type={type} value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} />
    </div>
  )
  const create = async () => {
    try {
      await api.post('/api/organiser/editions', { ...f, year: Number(f.year) })
      setError('')
      onCreated()
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <div className='card'>
      <h2>{w.newEdition}</h2>
      <div className='row'>
        {field('exhibitionCode', w.exhibitionCode)}
        {field('year', w.year, 'number')}
        {field('nameZh', w.nameZh)}
        {field('nameEn', w.nameEn)}
        {field('startDate', w.startDate, 'date')}
        {field('endDate', w.endDate, 'date')}
      </div>
      {error && <p className='error'>{error}</p>}
      <p>
        <button className='primary' onClick={create}>
          {w.create}
        </button>
      </p>
    </div>
  )
}

createRoot(document.getElementById('root')!).render(<App />)

/**
 * What became of the messages of an exhibition (GET /api/organiser/deliveries, issue 25.4): counts
 * per channel and state, per day, and the latest failures. Records carry no number or address.
 */
function Deliveries({ w, api }: { w: ConsoleWords; api: Api }) {
  const editions = useLoad(() => api.get<OrganiserEdition[]>('/api/organiser/editions'), [api])
  const codes = [...new Set((editions.data ?? []).map((e) => e.exhibitionCode))]
  const [code, setCode] = useState<string | null>(null)
  const chosen = code ?? editions.data?.find((e) => e.current)?.exhibitionCode ?? codes[0] ?? null
  const data = useLoad(
    () =>
      chosen === null
        ? Promise.resolve(null)
        : api.get<OrganiserDeliveries>(`/api/organiser/deliveries?eventCode=${encodeURIComponent(chosen)}`),
    [api, chosen],
  )
  const state = (s: keyof ConsoleWords['states']) => w.states[s] ?? s
  return (
    <section className='deliveries'>
      <div className='row'>
        <h2 style={{ marginRight: 'auto' }}>{w.tabs.deliveries}</h2>
        <select value={chosen ?? ''} onChange={(e) => setCode(e.target.value)} aria-label={w.exhibition}>
          {codes.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      {data.error && <p className='error'>{data.error}</p>}
      <h3>{w.byChannel}</h3>
      <table className='responsive by-channel'>
        <thead>
          <tr>
            <th>{w.channel}</th>
            <th>{w.deliveryState}</th>
            <th>{w.count}</th>
          </tr>
        </thead>
        <tbody>
          {data.data?.byChannel.map((c) => (
            <tr key={`${c.channel}-${c.state}`}>
              <td data-label={w.channel}>{c.channel}</td>
              <td data-label={w.deliveryState}>{state(c.state)}</td>
              <td data-label={w.count}>{c.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{w.byDay}</h3>
      <table className='responsive by-day'>
        <thead>
          <tr>
            <th>{w.day}</th>
            <th>{w.channel}</th>
            <th>{w.deliveryState}</th>
            <th>{w.count}</th>
          </tr>
        </thead>
        <tbody>
          {data.data?.byDay.map((c) => (
            <tr key={`${c.day}-${c.channel}-${c.state}`}>
              <td data-label={w.day}>{c.day}</td>
              <td data-label={w.channel}>{c.channel}</td>
              <td data-label={w.deliveryState}>{state(c.state)}</td>
              <td data-label={w.count}>{c.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{w.failures}</h3>
      {data.data && !data.data.failures.length && <p className='muted'>{w.noFailures}</p>}
      <table className='responsive failures'>
        <tbody>
          {data.data?.failures.map((f, i) => (
            <tr key={i}>
              <td data-label={w.lastTried}>{new Date(f.at).toLocaleString()}</td>
              <td data-label={w.messageKind}>{f.kind}</td>
              <td data-label={w.channel}>{f.channel}</td>
              <td data-label={w.deliveryState}>{state(f.state)}</td>
              <td data-label={w.failureReason}>{f.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
