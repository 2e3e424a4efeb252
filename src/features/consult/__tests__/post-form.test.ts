import { memoryStorage } from '../../../../test-support/fakes'
import { dictionary, type Language } from '../../../i18n'
import { ApiError } from '../../../services/api'
import type { EnquiryPostBody } from '../../../../types/api'
import { CONTACT_KEY, DRAFT_KEY, type PostTarget } from '../draft'
import { PostFormStore, type PostFormDeps } from '../post-form'
import '../words'

function makeForm(
  over: Partial<Omit<PostFormDeps, 'language'>> & {
    storage?: ReturnType<typeof memoryStorage>
    language?: Language
  } = {},
) {
  const storage = over.storage ?? memoryStorage()
  const post = jest.fn(async (_body: EnquiryPostBody) => ({ id: 41, status: 'OPEN' as const, expiresAt: null }))
  const confirm = jest.fn(async () => true)
  const { language: lang, ...deps } = over
  const language = lang ?? 'EN'
  const form = new PostFormStore({
    api: { post },
    storage,
    userId: 'visitor-1',
    target: {},
    language: () => language,
    t: () => dictionary(language),
    confirm,
    ...deps,
  })
  return { form, storage, post: (over.api?.post as typeof post) ?? post, confirm }
}

function fill(form: PostFormStore) {
  form.set('description', 'Stainless ball valves DN50')
  form.set('price', '100000000')
  form.set('quantity', '500')
  form.set('message', 'Quote please')
  form.set('region', 'Ningbo')
  form.set('contact', 'Ms Li')
  form.set('contactInfo', '13812345678')
  form.set('email', 'buyer@example.com')
  form.set('code', '123456')
  form.setPictures(['/uploads/a.jpg', '/uploads/b.png'])
  form.toggleCategory({ id: 3, label: 'Pumps & Valves' })
}

describe('the RFQ form', () => {
  it('checks a field once the visitor has touched it, every field after a submit, in their language', async () => {
    const { form, post } = makeForm()
    expect(form.errors).toEqual({})
    form.set('price', '100000001')
    expect(form.errors).toEqual({ price: 'priceMax' })
    expect(form.message('price')).toBe('Price cannot exceed the maximum value(100000000) !')
    form.set('price', '100000000')
    expect(form.message('price')).toBeUndefined()
    form.set('message', 'abcdefghijklm')
    expect(form.message('message')).toBe('Message cannot be over 12 characters!')
    form.touch('region')
    expect(form.message('region')).toBe('Region cannot be empty!')
    expect(await form.submit()).toEqual({ kind: 'invalid', key: 'descriptionRequired' })
    expect(Object.keys(form.errors).sort()).toEqual(
      ['code', 'contact', 'contactInfo', 'description', 'email', 'message', 'pictures', 'quantity', 'region'].sort(),
    )
    expect(post).not.toHaveBeenCalled()
    const zh = makeForm({ language: 'ZH-CN' }).form
    zh.set('contactInfo', '12812345678')
    expect(zh.message('contactInfo')).toBe('手机号码无效！')
  })

  it('keeps everything typed, uploaded and chosen on the device: a reload finds it', () => {
    const storage = memoryStorage()
    const { form } = makeForm({ storage })
    fill(form)
    const again = makeForm({ storage }).form
    expect(again.values).toEqual(form.values)
    expect(again.values.pictures).toEqual(['/uploads/a.jpg', '/uploads/b.png'])
    expect(again.values.categories).toEqual([{ id: 3, label: 'Pumps & Valves' }])
    // another visitor on the device starts empty; another addressee has a draft of its own
    expect(makeForm({ storage, userId: 'someone-else' }).form.values.description).toBe('')
    expect(makeForm({ storage, target: { companyProfileId: 7 } }).form.values.description).toBe('')
    // an unreadable draft is no draft
    storage.setStorage(DRAFT_KEY, '{not json')
    expect(makeForm({ storage }).form.values.description).toBe('')
  })

  it('refuses a 7th category and leaves the six', () => {
    const { form } = makeForm()
    for (let id = 1; id <= 6; id++) expect(form.toggleCategory({ id, label: `c${id}` })).toBeNull()
    expect(form.toggleCategory({ id: 7, label: 'c7' })).toBe('categoriesMax')
    expect(form.values.categories.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(form.toggleCategory({ id: 3, label: 'c3' })).toBeNull()
    expect(form.toggleCategory({ id: 7, label: 'c7' })).toBeNull()
    expect(form.values.categories.map((c) => c.id)).toEqual([1, 2, 4, 5, 6, 7])
  })

  it('posts what was typed (to an exhibitor: about its product), clears the draft, keeps the contact on file', async () => {
    const storage = memoryStorage()
    const target: PostTarget = { companyProfileId: 9, productId: 531 }
    const { form, post } = makeForm({ storage, target })
    fill(form)
    // the exhibitor receives the contact details: not without the separate consent (issue 23)
    expect(await form.submit()).toEqual({ kind: 'consentRequired' })
    expect(post).not.toHaveBeenCalled()
    form.setShareContact(true)
    expect(await form.submit()).toEqual({ kind: 'posted', id: 41, direct: true })
    expect(post).toHaveBeenCalledWith({
      description: 'Stainless ball valves DN50',
      price: '100000000',
      quantity: '500',
      message: 'Quote please',
      region: 'Ningbo',
      contact: 'Ms Li',
      contactInfo: '13812345678',
      email: 'buyer@example.com',
      pictureList: ['/uploads/a.jpg', '/uploads/b.png'],
      verifyCode: '123456',
      categories: [3],
      companyProfileId: 9,
      productId: 531,
      shareContact: 1,
    })
    expect(makeForm({ storage, target }).form.values.description).toBe('')
    expect(JSON.parse(storage.getStorage(CONTACT_KEY)!)).toEqual({
      userId: 'visitor-1',
      contact: 'Ms Li',
      contactInfo: '13812345678',
      email: 'buyer@example.com',
    })
  })

  it('waits for pictures on their way', async () => {
    const { form, post } = makeForm()
    fill(form)
    form.setUploading(true)
    expect(await form.submit()).toEqual({ kind: 'busy', reason: 'uploading' })
    expect(post).not.toHaveBeenCalled()
  })

  it('a second tap while a slow post is on its way says so, and sends nothing twice (issue 22 item 11)', async () => {
    let answer: (v: { id: number; status: 'OPEN'; expiresAt: null }) => void = () => undefined
    const post = jest.fn(() => new Promise<{ id: number; status: 'OPEN'; expiresAt: null }>((r) => (answer = r)))
    const { form } = makeForm({ api: { post } })
    fill(form)
    const first = form.submit()
    await Promise.resolve()
    expect(form.posting).toBe(true)
    expect(await form.submit()).toEqual({ kind: 'busy', reason: 'posting' })
    expect(post).toHaveBeenCalledTimes(1)
    answer({ id: 7, status: 'OPEN', expiresAt: null })
    expect(await first).toEqual({ kind: 'posted', id: 7, direct: false })
    // the words each busy tap shows, in both languages: the post's are not the pictures'
    for (const lang of ['EN', 'ZH-CN'] as const) {
      const c = dictionary(lang).consult
      expect(c.postingWait).not.toBe(c.uploadingWait)
    }
    expect(dictionary('EN').consult.postingWait).toMatch(/on its way/)
  })

  it('sends a number from abroad in E.164, a mainland number as its 11 digits (issue 22 item 10)', async () => {
    const { form, post } = makeForm()
    fill(form)
    form.set('contactInfo', '+44 07700 900123')
    expect(form.errors.contactInfo).toBeUndefined()
    expect(await form.submit()).toMatchObject({ kind: 'posted' })
    expect(post.mock.calls[0][0].contactInfo).toBe('+447700900123')
    const mainland = makeForm()
    fill(mainland.form)
    mainland.form.set('contactInfo', '+86 138 1234 5678')
    await mainland.form.submit()
    expect(mainland.post.mock.calls[0][0].contactInfo).toBe('13812345678')
  })

  it('a failed post keeps everything and shows the server’s refusal by its field', async () => {
    const storage = memoryStorage()
    const refusals = [
      new ApiError('The verification code is incorrect', 'business'),
      new ApiError('Invalid mobile phone number!', 'business'),
      new ApiError('Network error, please try again later', 'network'),
    ]
    const post = jest.fn(async () => {
      throw refusals.shift()
    })
    const { form } = makeForm({ storage, api: { post } })
    fill(form)
    expect(await form.submit()).toEqual({ kind: 'failed', reason: 'The verification code is incorrect' })
    expect(form.message('code')).toBe('The verification code is incorrect')
    form.set('code', '654321')
    expect(form.message('code')).toBeUndefined()
    expect(await form.submit()).toMatchObject({ kind: 'failed' })
    expect(form.message('contactInfo')).toBe('Invalid mobile phone number!')
    expect(await form.submit()).toEqual({ kind: 'failed', reason: 'Network error, please try again later' })
    // nothing lost, also for a reload
    expect(makeForm({ storage }).form.values.pictures).toEqual(['/uploads/a.jpg', '/uploads/b.png'])
    expect(makeForm({ storage }).form.values.description).toBe('Stainless ball valves DN50')
    expect(storage.getStorage(CONTACT_KEY)).toBeUndefined()
  })
})

describe('contact details on file (spec §8)', () => {
  const onFile = (storage: ReturnType<typeof memoryStorage>, userId = 'visitor-1') =>
    storage.setStorage(
      CONTACT_KEY,
      JSON.stringify({ userId, contact: 'Ms Li', contactInfo: '13812345678', email: 'li@example.com' }),
    )

  it("fills a new form with them ('Contact information found'), only for their visitor, never over a draft's", () => {
    const storage = memoryStorage()
    onFile(storage)
    const { form } = makeForm({ storage })
    expect(form.contactFound).toBe(true)
    expect(form.values).toMatchObject({ contact: 'Ms Li', contactInfo: '13812345678', email: 'li@example.com' })
    expect(makeForm({ storage, userId: 'other' }).form.contactFound).toBe(false)
    form.set('contact', 'Mr Wang')
    const again = makeForm({ storage }).form
    expect(again.contactFound).toBe(false)
    expect(again.values.contact).toBe('Mr Wang')
  })

  it("asks 'Confirm to update your contact information?' when they changed; Update keeps the new ones", async () => {
    const storage = memoryStorage()
    onFile(storage)
    const { form, confirm } = makeForm({ storage })
    fill(form)
    expect(await form.submit()).toMatchObject({ kind: 'posted' })
    expect(confirm).toHaveBeenCalledWith('Confirm to update your contact information?', {
      confirmText: 'Update',
      cancelText: 'Keep',
    })
    expect(JSON.parse(storage.getStorage(CONTACT_KEY)!).email).toBe('buyer@example.com')
  })

  it('Keep posts with the new details but leaves the ones on file; the same details ask nothing', async () => {
    const storage = memoryStorage()
    onFile(storage)
    const confirm = jest.fn(async () => false)
    const { form, post } = makeForm({ storage, confirm })
    fill(form)
    expect(await form.submit()).toMatchObject({ kind: 'posted' })
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ email: 'buyer@example.com' }))
    expect(JSON.parse(storage.getStorage(CONTACT_KEY)!).email).toBe('li@example.com')

    const same = makeForm({ storage, confirm: jest.fn(async () => true) })
    fill(same.form)
    same.form.set('email', ' LI@example.com ')
    same.form.set('contact', 'Ms Li')
    expect(await same.form.submit()).toMatchObject({ kind: 'posted' })
    expect(same.confirm).not.toHaveBeenCalled()
  })

  it('dialog buttons fit the hosts’ modals (Taro’s H5 modal refuses more than 4 Chinese characters’ width)', () => {
    for (const language of ['EN', 'ZH-CN'] as const) {
      const t = dictionary(language).consult
      for (const text of [t.updateContact, t.keepContact])
        expect(text.replace(/[\u0391-\uFFE5]/g, 'aa').length).toBeLessThanOrEqual(8)
    }
  })
})
