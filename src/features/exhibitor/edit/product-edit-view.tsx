import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect, useMemo, useState } from 'react'
import { useServices } from '../../../app-context'
import { ImageUploader } from '../../../components/image-uploader'
import { LoadingNotice, NoData } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { useRemoteData } from '../../../hooks/use-remote-data'
import type { ApiError } from '../../../services/api'
import { EDIT_LIMITS, EDIT_RULE_MESSAGES } from '../../../../rules'
import type { ProductInfo } from '../../../../types/api'
import { EditorGate, NotAllowed } from '../verify/editor-gate'
import { PhoneVerify } from '../verify/phone-verify'
import { BilingualField, categoryGroups, ChipsField } from './fields'
import { SaveBar } from './exhibitor-edit-view'
import { productForm, productLabel, productModel, type ProductForm } from './forms'
import { loadAsEditor, useRefusal, valueOf } from './refusals'
import { saveEdits } from './save-flow'
import { useReview } from './use-review'
import { useLeaveGuard } from './use-leave-guard'
import './edit.scss'
import '../../../i18n/sections/exhibitor'

/**
 * /exhibits/edit: ?productId=… edits a product; ?companyProfileId=… (without productId) adds one to
 * that exhibitor. For the exhibitor's verified contacts.
 */
export const ProductEditView = observer(function ProductEditView(p: { productId?: number; companyProfileId?: number }) {
  const { api, store } = useServices()
  const cert = store.certification
  const token = cert.editToken
  // the product's exhibitor decides who may edit it: read it first (with the visitor's grant). Read
  // once there is a grant, and kept when the grant lapses: the gate asks again above the mounted form
  const [granted, setGranted] = useState(Boolean(token))
  useEffect(() => {
    if (token) setGranted(true)
  }, [token])
  const loading = Boolean(p.productId && granted)
  const existing = useRemoteData(loading ? `${p.productId}` : undefined, () => {
    const editToken = cert.editToken
    return loadAsEditor(editToken, () => api.getProductInfo({ productId: p.productId!, editToken }))
  })
  const refused = useRefusal(existing.data, existing.retry)
  if (loading && existing.status === 'loading') return <LoadingNotice />
  if (loading && existing.status === 'failed') return <PartFailed onRetry={existing.retry} />
  // the server refused the token (forgotten by useRefusal): prove the phone again, then it reloads
  if (refused === 'unverified')
    return <PhoneVerify intro={store.language.t.exhibitor.sessionExpired} onVerified={() => undefined} />
  // another exhibitor's product: this phone may not edit it
  if (refused === 'forbidden' && cert.current) return <NotAllowed grant={cert.current} />
  const info = valueOf(existing.data)
  const companyProfileId = info?.companyProfileId ?? p.companyProfileId
  return (
    <EditorGate companyProfileId={companyProfileId}>
      {() =>
        companyProfileId ? (
          <ProductEditForm key={info?.productId ?? 'new'} companyProfileId={companyProfileId} info={info} />
        ) : (
          <NoData />
        )
      }
    </EditorGate>
  )
})

const ProductEditForm = observer(function ProductEditForm(p: { companyProfileId: number; info: ProductInfo | null }) {
  const { api, platform, store } = useServices()
  const t = store.language.t
  const e = t.exhibitor
  const model = useMemo(() => productModel(p.info), [p.info])
  const [productId, setProductId] = useState(p.info?.productId)
  const [uploading, setUploading] = useState(false)
  useLeaveGuard(model.dirty)
  const { review, dialog } = useReview()
  const tree = useRemoteData(`${store.language.language}`, () => api.getCategory({}))
  const v = model.values
  const err = model.errors
  const message = (key: keyof ProductForm) => {
    const rule = err[key]
    return rule ? EDIT_RULE_MESSAGES[store.language.language][rule] : undefined
  }

  const save = () => {
    if (uploading) return
    return saveEdits<ProductForm>({
      model,
      platform,
      review,
      t,
      label: productLabel(t),
      savedText: productId ? e.saved : e.productAdded,
      send: async (patch) => {
        const token = store.certification.editToken ?? ''
        const { categoryIds, pictures, ...rest } = patch
        const lists = {
          ...(categoryIds ? { categoryIds: [...categoryIds] } : {}),
          ...(pictures ? { pictures: [...pictures] } : {}),
        }
        if (productId) return productForm(await api.updateProductInfo({ productId, ...rest, ...lists }, token))
        const created = await api.addProductInfo(
          {
            companyProfileId: p.companyProfileId,
            nameZh: v.nameZh,
            nameEn: v.nameEn,
            introductionZh: v.introductionZh,
            introductionEn: v.introductionEn,
            categoryIds: [...v.categoryIds],
            pictures: [...v.pictures],
          },
          token,
        )
        // from now on this form edits the product it created (a second Save changes, not duplicates)
        setProductId(created.productId)
        platform.replaceQuery({ productId: String(created.productId), companyProfileId: undefined })
        return productForm(created)
      },
      onRefused: (error: ApiError) => {
        // the gate asks for the phone again above the form; the edits stay
        if (error.status === 401) store.certification.forget()
      },
    })
  }

  return (
    <View className='edit-view'>
      <View className='edit-view__section' role='form' aria-label={e.product}>
        {!productId && <Text className='edit-view__title'>{e.addProduct}</Text>}
        <View className='edit-view__pictures' data-field='pictures'>
          <Text className='edit-pair__label'>{e.pictures}</Text>
          <ImageUploader
            value={v.pictures}
            onChange={(urls) => model.set('pictures', urls)}
            min={1}
            max={EDIT_LIMITS.maxProductPictures}
            onBusyChange={setUploading}
            label={e.pictures}
            error={message('pictures')}
          />
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
        {tree.data && (
          <ChipsField
            field='categoryIds'
            label={e.categories}
            groups={categoryGroups(tree.data)}
            value={v.categoryIds}
            max={EDIT_LIMITS.maxCategories}
            onChange={(ids) => model.set('categoryIds', ids)}
            error={err.categoryIds}
          />
        )}
        {productId && (
          <View
            className={`edit-view__toggle${v.hidden ? ' is-on' : ''}`}
            role='switch'
            aria-checked={v.hidden === 1}
            data-field='hidden'
            onClick={() => model.set('hidden', v.hidden ? 0 : 1)}
          >
            <Text className='edit-view__toggle-label'>{e.hideProduct}</Text>
            <View className='edit-view__toggle-knob' />
          </View>
        )}
      </View>
      {dialog}
      <SaveBar busy={model.saving || uploading} dirty={model.dirty} onSave={() => void save()} />
    </View>
  )
})
