import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../app-context'
import { format } from '../../i18n'
import { NO_LOAD_EVENT } from '../../platform/image-props'
import { STORAGE_KEYS } from '../../platform/storage-keys'
import type { PlanCompany, PlanEdition, PlanProduct } from '../../stores/plan-store'
import { AgendaList } from '../agenda-list'
import { ConfirmDialog } from '../confirm-dialog'
import { StandLink } from '../stand-link'
import { EmailPanel } from '../email-panel'
import { PartFailed } from '../lazy-part'
import { PlanPendingNote } from '../plan-pending'
import { LoadingNotice, NoData } from '../notices'
import { WATERFALL_FALLBACK_IMAGE } from '../waterfall/fallback-image'
import './index.scss'
import '../../i18n/sections/exhibitor'
import '../../i18n/sections/walkRoute'
import '../../i18n/sections/visit'

/** Share icons of spec §4: index 0 = email (the only icon shown), index 1 = PDF (no icon; a labelled button). */
export type PlanShareIndex = 0 | 1

type PendingRemoval =
  { kind: 'exhibitor'; company: PlanCompany } | { kind: 'product'; company: PlanCompany; product: PlanProduct }

/** Seeded logos are server paths: prefix the backend (the weapp has no same origin). */
function logoSrc(url: string): string {
  if (!url) return WATERFALL_FALLBACK_IMAGE
  return url.startsWith('/') ? `${APP_CONFIG.rxwebBaseUrl}${url}` : url
}

/**
 * The right-side My Plan panel (spec §2, §4): back button, share row (email icon only), the plan
 * grouped by edition with exhibitors and their products, removal with the bottom confirm, the
 * email panel and the PDF download. Open and close through store.ui.planPanelOpen.
 */
export const PlanPanel = observer(function PlanPanel() {
  const { store, navigation, platform, api } = useServices()
  const t = store.language.t
  const plan = store.plan
  const [pending, setPending] = useState<PendingRemoval | null>(null)
  const [emailOpen, setEmailOpen] = useState(false)
  const [downloading, setDownloading] = useState(false)

  const close = () => plan.closePanel()
  // the badge pre-registration keeps on the device (features/visit), listed with the plan
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const hasBadge = !!platform.getStorage(`${STORAGE_KEYS.badge}:${eventCode.toUpperCase()}`)

  // spec §2: eventCode is read from local storage (the entry's own code when the store has none).
  const eventCodeOf = (edition: PlanEdition) =>
    platform.getStorage(STORAGE_KEYS.eventCode) || edition.eventCode || store.context.eventCode

  const openExhibitor = (edition: PlanEdition, company: PlanCompany) => {
    close()
    void navigation.to('/exhibitors/detail', {
      companyProfileId: company.companyProfileId,
      eventCode: eventCodeOf(edition),
    })
  }
  const openProduct = (edition: PlanEdition, product: PlanProduct) => {
    close()
    void navigation.to('/exhibits/detail', { productId: product.productId, eventCode: eventCodeOf(edition) })
  }

  const confirmRemoval = async () => {
    const removal = pending
    setPending(null)
    if (!removal) return
    try {
      if (removal.kind === 'exhibitor') await plan.removeExhibitor(removal.company.companyProfileId)
      else await plan.removeProduct(removal.company.companyProfileId, removal.product.productId)
    } catch (error) {
      // spec §8: plan collect failures are only logged (the client has already shown its own toast)
      console.warn('plan removal failed', error)
    }
  }

  const share = (index: PlanShareIndex) => {
    // An empty plan says so at once (spec §5), rather than after an address was typed. The agenda
    // (reminded sessions) is part of the plan: it is in the email and the PDF too.
    if (plan.isEmpty && store.agenda.isEmpty) {
      platform.showToast(t.plan.emptyPlanShare)
      return
    }
    if (index === 0) setEmailOpen(true)
    else void downloadPdf()
  }

  const [browserGuideOpen, setBrowserGuideOpen] = useState(false)
  const downloadPdf = async () => {
    if (!platform.canDownloadFiles()) {
      setBrowserGuideOpen(true)
      return
    }
    if (downloading) return
    setDownloading(true)
    platform.showToast(t.plan.pdfStarting, { icon: 'none' })
    try {
      await platform.downloadFile(api.planPdfUrl(), 'show-plan.pdf')
    } catch (error) {
      console.warn('plan PDF download failed', error)
      platform.showToast(t.plan.downloadFailed, { icon: 'none' })
    } finally {
      setDownloading(false)
    }
  }

  // A reload (the plan changed elsewhere, or the language) shows the notice rather than stale entries.
  const showLoading = plan.loading
  // Never loaded and the load failed (offline): not "you have no plan", but a retry.
  const failed = !plan.loading && !plan.loaded && plan.loadFailed
  // changes made offline still to come: not "you have no plan" (the note says what waits)
  const empty = !plan.loading && !failed && plan.isEmpty && store.agenda.isEmpty && !plan.queue?.pendingCount

  return (
    <View className='plan-panel'>
      <View className='plan-panel__mask' onClick={close} />
      <View className='plan-panel__drawer' role='dialog' aria-label={t.plan.title}>
        <View className='plan-panel__head'>
          <View className='plan-panel__back' role='button' aria-label={t.plan.back} onClick={close}>
            <View className='plan-panel__chevron' />
          </View>
          <Text className='plan-panel__title'>{t.plan.title}</Text>
        </View>

        <View className='plan-panel__share'>
          <Text className='plan-panel__share-label'>{t.plan.shareRow}</Text>
          <View className='plan-panel__share-icon' role='button' aria-label={t.plan.email} onClick={() => share(0)}>
            <View className='plan-panel__envelope' />
          </View>
        </View>

        {/* the home menu's walking route and the visitor's e-badge (issue 15) */}
        <View className='plan-panel__tools'>
          {/* no route without a stop: an empty plan shows no Route (it only toasted, under the panel) */}
          {!plan.isEmpty && (
            <View
              className='plan-panel__tool plan-panel__tool--route'
              role='button'
              onClick={() => {
                close()
                void navigation.to('/venue/route')
              }}
            >
              {t.walkRoute.open}
            </View>
          )}
          {hasBadge && (
            <View
              className='plan-panel__tool plan-panel__tool--badge'
              role='button'
              onClick={() => {
                close()
                void navigation.to('/visit/badge')
              }}
            >
              {t.visit.myBadge}
            </View>
          )}
        </View>

        <ScrollView className='plan-panel__body' scrollY>
          <PlanPendingNote />
          {showLoading && <LoadingNotice />}
          {failed && <PartFailed onRetry={() => void plan.loadPlans()} />}
          {!showLoading && empty && <NoData text={t.plan.empty} />}
          {!showLoading &&
            plan.shownPlans.map((edition) => (
              <View
                key={edition.eventEditionId}
                className='plan-panel__edition'
                role='group'
                aria-label={edition.eventEditionName}
              >
                <View className='plan-panel__edition-name' role='heading' aria-level={2}>
                  {edition.eventEditionName}
                </View>
                {edition.companyProfileList.map((company) => (
                  <View key={company.companyProfileId} className='plan-panel__company'>
                    <View className='plan-panel__row'>
                      <View
                        className='plan-panel__link'
                        role='link'
                        aria-label={company.companyProfileName}
                        onClick={() => openExhibitor(edition, company)}
                      >
                        <Image
                          className='plan-panel__logo'
                          src={logoSrc(company.logo)}
                          mode='aspectFit'
                          {...NO_LOAD_EVENT}
                        />
                        <View className='plan-panel__text'>
                          <Text className='plan-panel__name'>{company.companyProfileName}</Text>
                          {company.updated === 1 && <Text className='plan-panel__updated'>{t.exhibitor.updated}</Text>}
                        </View>
                      </View>
                      <View
                        className='plan-panel__remove'
                        role='button'
                        aria-label={format(t.plan.removeItem, { name: company.companyProfileName })}
                        onClick={() => setPending({ kind: 'exhibitor', company })}
                      />
                    </View>
                    {/* the stand opens the venue map centred on it (a link of its own, beside the row's) */}
                    {company.stand && (
                      <View className='plan-panel__stand-row'>
                        <StandLink
                          stand={company.stand}
                          eventCode={edition.eventCode}
                          eventEditionId={edition.eventEditionId}
                          onOpen={close}
                        />
                      </View>
                    )}
                    {company.productList.map((product) => (
                      <View key={product.productId} className='plan-panel__row plan-panel__row--product'>
                        <View
                          className='plan-panel__link'
                          role='link'
                          aria-label={product.productName}
                          onClick={() => openProduct(edition, product)}
                        >
                          <Image
                            className='plan-panel__logo plan-panel__logo--product'
                            src={logoSrc(product.logo)}
                            mode='aspectFit'
                            {...NO_LOAD_EVENT}
                          />
                          <Text className='plan-panel__name'>{product.productName}</Text>
                        </View>
                        <View
                          className='plan-panel__remove'
                          role='button'
                          aria-label={format(t.plan.removeItem, { name: product.productName })}
                          onClick={() => setPending({ kind: 'product', company, product })}
                        />
                      </View>
                    ))}
                  </View>
                ))}
              </View>
            ))}
          {!showLoading && !failed && <AgendaList hideWhenEmpty onNavigate={close} />}
        </ScrollView>

        {!empty && !failed && !showLoading && (
          <View className='plan-panel__footer'>
            <View
              className={`plan-panel__pdf${downloading ? ' is-busy' : ''}`}
              role='button'
              aria-disabled={downloading}
              onClick={() => share(1)}
            >
              <View className='plan-panel__pdf-icon' />
              <Text>{t.plan.downloadPdf}</Text>
            </View>
          </View>
        )}
      </View>

      <ConfirmDialog
        open={pending !== null}
        // the item by name, so the visitor knows what goes
        title={
          pending?.kind === 'product'
            ? pending.product.productName
            : pending?.kind === 'exhibitor'
              ? pending.company.companyProfileName
              : undefined
        }
        text={t.plan.removeConfirm}
        okText={t.collect.removeFromPlan}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setPending(null)}
      />
      <EmailPanel open={emailOpen} onClose={() => setEmailOpen(false)} />
      <ConfirmDialog
        open={browserGuideOpen}
        title={t.plan.openInBrowserTitle}
        text={t.plan.openInBrowserText}
        okText={t.plan.emailInstead}
        cancelText={t.common.close}
        onConfirm={() => {
          setBrowserGuideOpen(false)
          setEmailOpen(true)
        }}
        onCancel={() => setBrowserGuideOpen(false)}
      />
    </View>
  )
})
