import { exhibitorEditErrors, productEditErrors, type ExhibitorEditForm, type ProductEditForm } from '../../../../rules'
import type { BaseLang } from '../../../i18n'
import type { ExhibitorInfo, ProductInfo } from '../../../../types/api'
import { EditModel } from './edit-model'
import '../../../i18n/sections/exhibitor'

/** The company form as loaded (hall and stand stay the organiser's: not in the form). */
export function exhibitorForm(info: ExhibitorInfo): ExhibitorEditForm {
  return {
    nameZh: info.nameZh,
    nameEn: info.nameEn,
    introductionZh: info.introductionZh,
    introductionEn: info.introductionEn,
    mainProductZh: info.mainProductZh,
    mainProductEn: info.mainProductEn,
    addressZh: info.addressZh,
    addressEn: info.addressEn,
    contactEmail: info.contactEmail,
    website: info.website,
    tel: info.tel,
    fax: info.fax,
    logo: info.logo,
    categoryIds: [...info.categoryIds],
    tagIds: [...info.tagIds],
  }
}

export type ProductForm = ProductEditForm & { hidden: 0 | 1 }

export function productForm(info: ProductInfo | null): ProductForm {
  return {
    nameZh: info?.nameZh ?? '',
    nameEn: info?.nameEn ?? '',
    introductionZh: info?.introductionZh ?? '',
    introductionEn: info?.introductionEn ?? '',
    categoryIds: [...(info?.categoryIds ?? [])],
    pictures: [...(info?.pictures ?? [])],
    hidden: info?.hidden ?? 0,
  }
}

export const exhibitorModel = (info: ExhibitorInfo) => new EditModel(exhibitorForm(info), exhibitorEditErrors)
export const productModel = (info: ProductInfo | null) =>
  new EditModel<ProductForm>(productForm(info), (f) => productEditErrors(f))

/** Field names as the review and the errors name them. */
export function exhibitorLabel(t: BaseLang) {
  const e = t.exhibitor
  const names: Record<keyof ExhibitorEditForm, string> = {
    nameZh: `${e.name} (${e.chinese})`,
    nameEn: `${e.name} (${e.english})`,
    introductionZh: `${e.introduction} (${e.chinese})`,
    introductionEn: `${e.introduction} (${e.english})`,
    mainProductZh: `${e.mainProduct} (${e.chinese})`,
    mainProductEn: `${e.mainProduct} (${e.english})`,
    addressZh: `${e.address} (${e.chinese})`,
    addressEn: `${e.address} (${e.english})`,
    contactEmail: e.contactEmail,
    website: e.website,
    tel: e.tel,
    fax: e.fax,
    logo: e.logo,
    categoryIds: e.categories,
    tagIds: e.tags,
  }
  return (key: keyof ExhibitorEditForm) => names[key]
}

export function productLabel(t: BaseLang) {
  const e = t.exhibitor
  const names: Record<keyof ProductForm, string> = {
    nameZh: `${e.name} (${e.chinese})`,
    nameEn: `${e.name} (${e.english})`,
    introductionZh: `${e.introduction} (${e.chinese})`,
    introductionEn: `${e.introduction} (${e.english})`,
    categoryIds: e.categories,
    pictures: e.pictures,
    hidden: e.visibility,
  }
  return (key: keyof ProductForm) => names[key]
}
