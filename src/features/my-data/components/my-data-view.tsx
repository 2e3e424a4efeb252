import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { useServices } from '../../../app-context'
import { format } from '../../../i18n'
import { LoadingNotice } from '../../../components/notices'
import { PartFailed } from '../../../components/lazy-part'
import { useRemoteData } from '../../../hooks/use-remote-data'
import { sendScansFirst } from '../../leads'
import { startFresh } from '../fresh-start'
import type { MyDataReminderContact } from '../../../../types/api'
import { ReminderContactList } from './reminder-contacts'
import './my-data.scss'
import '../words'

/**
 * My data (issue 23 item 8): what the server holds about the visitor, section by section; the
 * export (a JSON file, and the plan as a PDF); and deleting the account, after a confirmation that
 * says what goes. Deleting starts the app afresh as a new visitor.
 */
export const MyDataView = observer(function MyDataView() {
  const services = useServices()
  const { api, store, platform } = services
  const t = store.language.t.myData
  const language = store.language.language
  const eventCode = store.context.eventCode || APP_CONFIG.defaultEventCode
  const { status, data, retry, refresh, setData } = useRemoteData(`my-data:${store.context.userId}:${language}`, () =>
    api.getMyDataSummary({ eventCode }),
  )
  const [busy, setBusy] = useState<'none' | 'export' | 'pdf' | 'delete' | 'contact'>('none')

  const download = async (what: 'export' | 'pdf') => {
    if (busy !== 'none') return
    setBusy(what)
    platform.showToast(t.exporting, { icon: 'none' })
    try {
      if (what === 'export') {
        await platform.downloadFile(api.myDataExportUrl({ eventCode }), `my-data-${eventCode}.json`)
      } else {
        await platform.downloadFile(api.planPdfUrl({ eventCode }), 'show-plan.pdf')
      }
    } catch (error) {
      console.warn('my data download failed', error)
      platform.showToast(t.exportFailed, { icon: 'none' })
    } finally {
      setBusy('none')
    }
  }

  const erase = async () => {
    if (busy !== 'none') return
    // the export's toast may still be up: it must not lie over the question
    platform.hideToast()
    // an exhibitor's staff member's scans that wait on this device would go with the account
    if (!(await sendScansFirst(services))) return
    const sure = await platform.confirm(t.confirmBody, {
      title: t.confirmTitle,
      confirmText: t.confirmOk,
      cancelText: t.cancel,
    })
    if (!sure) return
    setBusy('delete')
    platform.showLoading(t.deleting)
    try {
      await api.deleteMyData({ confirm: 'DELETE' })
    } catch (error) {
      console.warn('my data deletion failed', error)
      platform.hideLoading()
      platform.showToast(t.deleteFailed, { icon: 'none' })
      setBusy('none')
      return
    }
    platform.hideLoading()
    platform.showToast(t.deleted, { icon: 'success' })
    await startFresh(services)
  }

  // one reminder address or number, erased now: its reminders then have no channel (My agenda says so)
  const eraseContact = async (contact: MyDataReminderContact) => {
    if (busy !== 'none') return
    platform.hideToast()
    const sure = await platform.confirm(t.contactConfirmBody, {
      title: format(t.contactConfirmTitle, { contact: contact.masked }),
      confirmText: t.contactDelete,
      cancelText: t.cancel,
    })
    if (!sure) return
    setBusy('contact')
    platform.showLoading(t.deleting)
    try {
      const left = await api.deleteReminderContact({ kind: contact.kind })
      setData((d) => ({ ...d, reminderContacts: left.reminderContacts }))
    } catch (error) {
      console.warn('reminder contact deletion failed', error)
      platform.hideLoading()
      platform.showToast(t.deleteFailed, { icon: 'none' })
      setBusy('none')
      return
    }
    platform.hideLoading()
    platform.showToast(t.contactDeleted, { icon: 'success' })
    setBusy('none')
    // the section's count comes from the server
    refresh()
  }

  if (status === 'failed' && !data) return <PartFailed onRetry={retry} />
  if (!data) return <LoadingNotice />
  // the plan PDF holds the plan and the reminded sessions: nothing to print without either
  const hasPlan = data.sections.some((s) => (s.key === 'plan' || s.key === 'reminders') && s.count > 0)
  return (
    <View className='my-data'>
      <Text className='my-data__intro'>{t.intro}</Text>
      <View className='my-data__sections'>
        {data.sections.map((s) => (
          <View key={s.key} className={`my-data__section my-data__section--${s.key}`}>
            <View className='my-data__section-head'>
              <Text className='my-data__section-title'>{t.sections[s.key] ?? s.key}</Text>
              <Text className='my-data__section-count'>{s.count ? format(t.count, { count: s.count }) : t.empty}</Text>
            </View>
            {s.key === 'reminderContacts' ? (
              <ReminderContactList
                contacts={data.reminderContacts ?? []}
                t={t}
                busy={busy !== 'none'}
                onDelete={(c) => void eraseContact(c)}
              />
            ) : (
              s.items.map((line, i) => (
                <Text key={i} className='my-data__item'>
                  {line}
                </Text>
              ))
            )}
          </View>
        ))}
      </View>
      <View className='my-data__card'>
        <View
          className={`my-data__button my-data__button--export${busy !== 'none' ? ' is-busy' : ''}`}
          role='button'
          aria-disabled={busy !== 'none'}
          onClick={() => void download('export')}
        >
          {t.exportJson}
        </View>
        {hasPlan && (
          <View
            className={`my-data__button my-data__button--pdf${busy !== 'none' ? ' is-busy' : ''}`}
            role='button'
            aria-disabled={busy !== 'none'}
            onClick={() => void download('pdf')}
          >
            {t.planPdf}
          </View>
        )}
        <Text className='my-data__hint'>{t.exportHint}</Text>
      </View>
      <View className='my-data__card my-data__card--danger'>
        <Text className='my-data__card-title'>{t.deleteTitle}</Text>
        <Text className='my-data__hint'>{t.deleteHint}</Text>
        <View
          className={`my-data__button my-data__button--delete${busy !== 'none' ? ' is-busy' : ''}`}
          role='button'
          aria-disabled={busy !== 'none'}
          onClick={() => void erase()}
        >
          {t.deleteButton}
        </View>
      </View>
    </View>
  )
})
