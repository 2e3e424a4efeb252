import { makeAutoObservable } from 'mobx'
import { useMemo } from 'react'
import { useServices } from '../../app-context'
import type { AppServices } from '../../app-services'
import type { Id } from '../../../types/api'
import { consultApi } from './consult-api'
import { targetKey, type PostTarget } from './draft'
import type { PoolStore } from './pool-store'
import { PostFormStore } from './post-form'

/**
 * What the enquiry pool's pages share while the app runs (the RootStore's `consult` scope, not a
 * module singleton): the pool on show (a like or a close on the detail page shows there at once), the
 * open forms (the category page chooses into the post page's form), and the last post (the pool
 * shows it first when the visitor returns).
 */
export class ConsultState {
  pool: PoolStore | null = null
  /** counts posts: the pool reloads when it changed since it last loaded */
  posts = 0
  lastPostedId: Id | null = null
  /** the post form was opened from the pool (after posting, Back returns there) */
  postFromPool = false
  readonly forms = new Map<string, PostFormStore>()

  constructor() {
    makeAutoObservable<ConsultState, 'forms'>(this, { forms: false })
  }

  posted(id: Id): void {
    this.posts += 1
    this.lastPostedId = id
  }
}

declare module '../../stores/feature-scopes' {
  interface FeatureScopes {
    consult: ConsultState
  }
}

export function consultStateOf({ store }: Pick<AppServices, 'store'>): ConsultState {
  return store.scope('consult', () => new ConsultState())
}

export function useConsultState(): ConsultState {
  return consultStateOf(useServices())
}

/** The RFQ form of a target for the visitor, shared by the post page and the category page. */
export function useRfqForm(target: PostTarget): PostFormStore {
  const services = useServices()
  const { store, platform, api } = services
  const state = consultStateOf(services)
  const key = formKey(store.context.userId ?? '', target)
  return useMemo(() => {
    let form = state.forms.get(key)
    if (!form) {
      form = new PostFormStore({
        api: consultApi(api),
        storage: platform,
        userId: store.context.userId ?? '',
        target,
        language: () => store.language.language,
        t: () => store.language.t,
        confirm: (message, options) => platform.confirm(message, options),
      })
      state.forms.set(key, form)
    }
    return form
    // the target is part of the key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, state, api, platform, store])
}

export function formKey(userId: string, target: PostTarget): string {
  return `${userId}:${targetKey(target)}`
}
