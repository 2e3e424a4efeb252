/**
 * Exhibitor phones (issue 26.3): the organiser finds an exhibitor of an edition and sets which phones
 * may edit it besides its contact mobile. A phone listed here verifies with a text-message code like
 * the contact's, then edits, scans leads and serves stand meetings; a removed one is refused at its
 * next request. The phone rule is the shared one (rules/exhibitor-phones.ts), checked here before
 * anything is sent and again by the server. The staff the exhibitor's contacts added on Scan leads
 * are shown masked (the server keeps no more of them).
 */
import { useEffect, useRef, useState } from 'react'
import type { OrganiserEdition, OrganiserExhibitor, OrganiserExhibitorPhones } from '../../types/api/organiser'
import { EXHIBITOR_PHONE_MESSAGES, validateExhibitorPhone } from '../../rules/exhibitor-phones'
import type { Api } from './api'
import type { ConsoleWords, Lang } from './words'

export function ExhibitorPhones({ w, api, lang }: { w: ConsoleWords; api: Api; lang: Lang }) {
  const p = w.phones
  const [editions, setEditions] = useState<OrganiserEdition[] | null>(null)
  const [editionId, setEditionId] = useState<number | null>(null)
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<OrganiserExhibitor[] | null>(null)
  const [chosen, setChosen] = useState<OrganiserExhibitorPhones | null>(null)
  const [error, setError] = useState('')
  // only the latest search or exhibitor may answer (a quick second search must not show the first)
  const latest = useRef(0)
  const name = (e: { nameZh: string; nameEn: string }) => (lang === 'EN' ? e.nameEn || e.nameZh : e.nameZh)

  useEffect(() => {
    api
      .get<OrganiserEdition[]>('/api/organiser/editions')
      .then((list) => {
        setEditions(list)
        setEditionId((id) => id ?? (list.find((e) => e.current) ?? list[0])?.id ?? null)
      })
      .catch((e: Error) => setError(e.message))
  }, [api])

  const search = async (e?: React.FormEvent) => {
    e?.preventDefault()
    if (editionId === null) return
    const ticket = ++latest.current
    try {
      const list = await api.get<OrganiserExhibitor[]>(
        `/api/organiser/exhibitors?editionId=${editionId}&q=${encodeURIComponent(query.trim())}`,
      )
      if (ticket !== latest.current) return
      setFound(list)
      setChosen(null)
      setError('')
    } catch (err) {
      if (ticket === latest.current) setError((err as Error).message)
    }
  }
  const open = async (id: number) => {
    const ticket = ++latest.current
    try {
      const phones = await api.get<OrganiserExhibitorPhones>(`/api/organiser/exhibitors/${id}/phones`)
      if (ticket !== latest.current) return
      setChosen(phones)
      setError('')
    } catch (err) {
      if (ticket === latest.current) setError((err as Error).message)
    }
  }

  return (
    <section className='phones'>
      <h2>{p.tab}</h2>
      <p className='muted'>{p.intro}</p>
      <form className='card row' onSubmit={search}>
        <select
          value={editionId ?? ''}
          aria-label={w.edition}
          onChange={(e) => {
            setEditionId(Number(e.target.value))
            setFound(null)
            setChosen(null)
          }}
        >
          {editions?.map((e) => (
            <option key={e.id} value={e.id}>
              {name(e)} ({e.exhibitionCode})
            </option>
          ))}
        </select>
        <input
          id='phones-search'
          type='search'
          aria-label={p.searchLabel}
          placeholder={p.searchLabel}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <button className='primary' type='submit' disabled={editionId === null}>
          {p.search}
        </button>
      </form>
      {error && (
        <p className='error' role='alert'>
          {error}
        </p>
      )}
      {found === null && !chosen && <p className='muted'>{p.searchHint}</p>}
      {found?.length === 0 && <p className='muted'>{p.noExhibitors}</p>}
      {!chosen && found && found.length > 0 && (
        <ul className='found'>
          {found.map((e) => (
            <li key={e.id}>
              <button className='exhibitor' onClick={() => void open(e.id)}>
                <strong>{name(e)}</strong>
                <span className='muted'>
                  {e.stand ? ` · ${p.stand} ${e.stand}` : ''}
                  {e.code ? ` · ${p.code} ${e.code}` : ''} · ID {e.id}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <PhoneList
          key={chosen.exhibitor.id}
          w={w}
          api={api}
          lang={lang}
          data={chosen}
          title={name(chosen.exhibitor)}
          onChange={setChosen}
          onBack={() => setChosen(null)}
        />
      )}
    </section>
  )
}

function PhoneList({
  w,
  api,
  lang,
  data,
  title,
  onChange,
  onBack,
}: {
  w: ConsoleWords
  api: Api
  lang: Lang
  data: OrganiserExhibitorPhones
  title: string
  onChange: (d: OrganiserExhibitorPhones) => void
  onBack: () => void
}) {
  const p = w.phones
  const [phone, setPhone] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const [busy, setBusy] = useState(false)
  const id = data.exhibitor.id
  const further = data.phones.map((x) => x.phone)

  const change = async (what: 'add' | 'remove', number: string) => {
    if (what === 'add') {
      // the shared rule first: a wrong number is said at once and nothing is sent
      const wrong = validateExhibitorPhone(number, further, data.contactPhone)
      if (wrong) {
        setError(EXHIBITOR_PHONE_MESSAGES[lang === 'EN' ? 'EN' : 'ZH-CN'][wrong])
        setDone('')
        return
      }
    }
    setBusy(true)
    try {
      const next = await api.post<OrganiserExhibitorPhones>(
        `/api/organiser/exhibitors/${id}/phones${what === 'remove' ? '/remove' : ''}`,
        { phone: number.trim() },
      )
      onChange(next)
      setError('')
      setDone(what === 'add' ? p.added(number.trim()) : p.removed(number))
      // what was typed stays when the server refuses it, so it can be corrected
      if (what === 'add') setPhone('')
    } catch (err) {
      setError((err as Error).message)
      setDone('')
    } finally {
      setBusy(false)
    }
  }

  return (
    <article className='card exhibitor-phones' data-exhibitor={id}>
      <div className='row'>
        <h3 style={{ marginRight: 'auto' }}>
          {title}{' '}
          <span className='muted'>
            {data.exhibitor.stand ? `${p.stand} ${data.exhibitor.stand} · ` : ''}ID {id}
          </span>
        </h3>
        <button onClick={onBack}>{w.back}</button>
      </div>
      <label>{p.contactPhone}</label>
      <div className='row'>
        <span className='phone' data-testid='contact-phone'>
          {data.contactPhone || '—'}
        </span>
        <span className='muted'>{p.contactPhoneNote}</span>
      </div>
      <label>
        {p.editPhones} <span className='muted'>{p.count(further.length, data.max)}</span>
      </label>
      {further.length === 0 && <p className='muted'>{p.noEditPhones}</p>}
      <ul className='phone-list'>
        {further.map((number) => (
          <li key={number} className='row' data-phone={number}>
            <span className='phone'>{number}</span>
            <button className='danger' disabled={busy} onClick={() => void change('remove', number)}>
              {p.remove}
            </button>
          </li>
        ))}
      </ul>
      <form
        className='row add-phone'
        onSubmit={(e) => {
          e.preventDefault()
          void change('add', phone)
        }}
      >
        <input
          id='new-phone'
          type='tel'
          inputMode='numeric'
          autoComplete='off'
          aria-label={p.newPhone}
          placeholder={p.newPhone}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value)
            if (error) setError('')
          }}
        />
        <button className='primary' type='submit' disabled={busy || !phone.trim()}>
          {p.add}
        </button>
      </form>
      {error && (
        <p className='error' role='alert'>
          {error}
        </p>
      )}
      {done && (
        <p className='ok' role='status'>
          {done}
        </p>
      )}
      <label>{p.staff}</label>
      <p className='muted'>{p.staffNote}</p>
      {data.staff.length === 0 && <p className='muted'>{p.noStaff}</p>}
      <ul className='phone-list staff'>
        {data.staff.map((s) => (
          <li key={`${s.maskedPhone}-${s.addedAt}`} className='row'>
            <span className='phone'>{s.maskedPhone}</span>
            <span className='muted'>{new Date(s.addedAt).toLocaleString()}</span>
          </li>
        ))}
      </ul>
    </article>
  )
}
