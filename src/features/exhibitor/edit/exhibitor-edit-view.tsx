import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useMemo } from 'react'
import { useServices } from '../../../app-context'
import { ImageUploader } from '../../../components/image-uploader'
import { LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { format } from '../../../i18n'
import { ApiError } from '../../../services/api'
import { EDIT_LIMITS, EDIT_RULE_MESSAGES, type ExhibitorEditForm } from '../../../../rules'
import type { ExhibitorInfo } from '../../../../types/api'
import { EditorGate, NotAllowed } from '../verify/editor-gate'
import type { EditModel } from './edit-model'
import { BilingualField, categoryGroups, ChipsField, tagGroups, TextField } from './fields'
import { exhibitorForm, exhibitorLabel, exhibitorModel } from './forms'
import { loadAsEditor, useRefusal, valueOf } from './refusals'
import { saveEdits } from './save-flow'
import { useReview } from './use-review'
import { useLeaveGuard } from './use-leave-guard'
import { PrivacyLink } from '../../../components/privacy-link'
import './edit.scss'
import '../../../i18n/sections/exhibitor'

/** /exhibitors/edit?companyProfileId=…: the company's information, for its verified contacts. */
export const ExhibitorEditView = observer(function ExhibitorEditView({
  companyProfileId,
}: {
  companyProfileId: number
}) {
  return (
    <EditorGate companyProfileId={companyProfileId}>
      {(grant) => <ExhibitorEditLoader companyProfileId={companyProfileId} editToken={grant.editToken} />}
    </EditorGate>
  )
})

const ExhibitorEditLoader = observer(function ExhibitorEditLoader(p: { companyProfileId: number; editToken: string }) {
  const { api, store } = useServices()
  const cert = store.certification
  // keyed by the exhibitor only: a grant renewed above a loaded form must not reload (and reset) it
  const info = useRemoteData(`${p.companyProfileId}`, () => {
    const editToken = cert.editToken ?? p.editToken
    return loadAsEditor(editToken, () => api.getExhibitorInfo({ companyProfileId: p.companyProfileId, editToken }))
  })
  const refused = useRefusal(info.data, info.retry)
  if (info.status === 'loading') return <LoadingNotice />
  if (info.status === 'failed') return <PartFailed onRetry={info.retry} />
  // 401: the gate above asks for the phone again; 403: this phone may not edit this exhibitor
  if (refused === 'forbidden' && cert.current) return <NotAllowed grant={cert.current} />
  if (refused) return null
  const data = valueOf(info.data)
  if (!data) return <NoData />
  return <ExhibitorEditForm info={data} />
})

const ExhibitorEditForm = observer(function ExhibitorEditForm({ info }: { info: ExhibitorInfo }) {
  const { api, platform, store } = useServices()
  const t = store.language.t
  const model = useMemo(() => exhibitorModel(info), [info])
  useLeaveGuard(model.dirty)
  const { review, dialog } = useReview()
  const lists = useRemoteData(`${store.language.language}`, async () => {
    const [tree, home] = await Promise.all([api.getCategory({}), api.getCompanyHomeData({})])
    return { tree, tags: home.meals }
  })

  const save = () =>
    saveEdits<ExhibitorEditForm>({
      model,
      platform,
      review,
      t,
      label: exhibitorLabel(t),
      send: async (patch) => {
        const token = store.certification.editToken ?? ''
        const { categoryIds, tagIds, ...texts } = patch
        const body = {
          companyProfileId: info.companyProfileId,
          ...texts,
          ...(categoryIds ? { categoryIds: [...categoryIds] } : {}),
          ...(tagIds ? { tagIds: [...tagIds] } : {}),
        }
        return exhibitorForm(await api.updateExhibitorInfo(body, token))
      },
      onRefused: (error: ApiError) => {
        // the gate asks for the phone again above the form; the edits stay
        if (error.status === 401) store.certification.forget()
      },
    })

  return (
    <View className='edit-view'>
      <CompanyFields model={model} info={info} lists={lists.data} />
      <PrivacyLink className='edit-view__privacy' />
      {dialog}
      <SaveBar busy={model.saving} onSave={() => void save()} dirty={model.dirty} />
    </View>
  )
})

const CompanyFields = observer(function CompanyFields({
  model,
  info,
  lists,
}: {
  model: EditModel<ExhibitorEditForm>
  info: ExhibitorInfo
  lists: { tree: Parameters<typeof categoryGroups>[0]; tags: Parameters<typeof tagGroups>[0] } | null
}) {
  const { store } = useServices()
  const e = store.language.t.exhibitor
  const v = model.values
  const err = model.errors
  return (
    <View className='edit-view__section' role='form' aria-label={e.company}>
      <View className='edit-view__head'>
        <View className='edit-view__logo' data-field='logo'>
          <Text className='edit-pair__label'>{e.logo}</Text>
          <ImageUploader
            value={v.logo ? [v.logo] : []}
            onChange={(urls) => model.set('logo', urls[0] ?? '')}
            max={1}
            label={e.logo}
            error={err.logo && EDIT_RULE_MESSAGES[store.language.language][err.logo]}
          />
        </View>
        <Text className='edit-view__stand'>{format(e.hallStand, { hall: info.hall, stand: info.stand })}</Text>
      </View>
      <BilingualField
        label={e.name}
        field='name'
        zh={v.nameZh}
        en={v.nameEn}
        onZh={(x) => model.set('nameZh', x)}
        onEn={(x) => model.set('nameEn', x)}
        zhError={err.nameZh}
        enError={err.nameEn}
      />
      <BilingualField
        label={e.introduction}
        field='introduction'
        multiline
        maxChars={EDIT_LIMITS.introMaxChars}
        zh={v.introductionZh}
        en={v.introductionEn}
        onZh={(x) => model.set('introductionZh', x)}
        onEn={(x) => model.set('introductionEn', x)}
        zhError={err.introductionZh}
        enError={err.introductionEn}
      />
      <BilingualField
        label={e.mainProduct}
        field='mainProduct'
        multiline
        maxChars={EDIT_LIMITS.mainProductMaxChars}
        zh={v.mainProductZh}
        en={v.mainProductEn}
        onZh={(x) => model.set('mainProductZh', x)}
        onEn={(x) => model.set('mainProductEn', x)}
        zhError={err.mainProductZh}
        enError={err.mainProductEn}
      />
      <BilingualField
        label={e.address}
        field='address'
        zh={v.addressZh}
        en={v.addressEn}
        onZh={(x) => model.set('addressZh', x)}
        onEn={(x) => model.set('addressEn', x)}
        zhError={err.addressZh}
        enError={err.addressEn}
      />
      <TextField
        field='contactEmail'
        label={e.contactEmail}
        value={v.contactEmail}
        onChange={(x) => model.set('contactEmail', x)}
        error={err.contactEmail}
      />
      <TextField
        field='website'
        label={e.website}
        value={v.website}
        onChange={(x) => model.set('website', x)}
        error={err.website}
      />
      <TextField field='tel' label={e.tel} value={v.tel} onChange={(x) => model.set('tel', x)} error={err.tel} />
      <TextField field='fax' label={e.fax} value={v.fax} onChange={(x) => model.set('fax', x)} error={err.fax} />
      {lists && (
        <>
          <ChipsField
            field='categoryIds'
            label={e.categories}
            groups={categoryGroups(lists.tree)}
            value={v.categoryIds}
            max={EDIT_LIMITS.maxCategories}
            onChange={(ids) => model.set('categoryIds', ids)}
            error={err.categoryIds}
          />
          <ChipsField
            field='tagIds'
            label={e.tags}
            groups={tagGroups(lists.tags)}
            value={v.tagIds}
            max={EDIT_LIMITS.maxTags}
            onChange={(ids) => model.set('tagIds', ids)}
            error={err.tagIds}
          />
        </>
      )}
    </View>
  )
})

export const SaveBar = observer(function SaveBar(p: {
  busy: boolean
  dirty: boolean
  onSave: () => void
  label?: string
}) {
  const { store } = useServices()
  const e = store.language.t.exhibitor
  return (
    <View className='edit-view__bar'>
      <View
        className={`edit-view__save${p.busy ? ' is-busy' : ''}${p.dirty ? ' is-dirty' : ''}`}
        role='button'
        aria-disabled={p.busy}
        onClick={p.onSave}
      >
        {p.busy ? e.saving : (p.label ?? e.save)}
      </View>
    </View>
  )
})
