import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { useT } from '../../app-context'
import './index.scss'

/** A load of code that can fail (a chunk fetched over the network) and be asked again. */
export type PartLoader<P> = () => Promise<ComponentType<P>>

class FailureBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    console.warn('a part of the page failed to load', error)
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** The translated "couldn't load" notice with its Retry button, inside the failed part's own area. */
export const PartFailed = observer(function PartFailed({
  onRetry,
  page = false,
}: {
  onRetry: () => void
  page?: boolean
}) {
  const t = useT()
  return (
    <View className='part-failed' role='alert'>
      <View className='part-failed__icon' />
      <Text className='part-failed__text'>{page ? t.notice.pageFailed : t.notice.partFailed}</Text>
      <View className='part-failed__retry' role='button' onClick={onRetry}>
        {t.common.retry}
      </View>
    </View>
  )
})

export interface LazyPartOptions<P> {
  /** shown while the code loads (default: nothing) */
  loading?: (props: P) => ReactNode
  /** the failed part's area (a panel or sheet shell around the notice); default: the notice alone */
  failed?: (retry: () => void, props: P) => ReactNode
}

export type LazyPartComponent<P> = ComponentType<P> & {
  /** fetches the code ahead of use (when idle), so the part opens without the network later */
  preload(): void
}

/**
 * A lazily loaded part of a page (the plan panel, the filter popup): its code is fetched on first
 * use. When that fails (offline, a dropped connection) only this part shows a translated retry
 * notice — never the whole app — and Retry asks for the code again. A failed fetch is forgotten,
 * so `preload` and the next use try again too.
 */
export function lazyPart<P extends object>(
  load: PartLoader<P>,
  options: LazyPartOptions<P> = {},
): LazyPartComponent<P> {
  let loaded: Promise<ComponentType<P>> | null = null
  const fetchOnce = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null
      throw error
    })
    return loaded
  }

  function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0)
    const Part = useMemo(
      () => lazy(() => fetchOnce().then((C) => ({ default: C as ComponentType<object> }))),
      // a new lazy component per attempt: React caches a failed one
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [attempt],
    )
    const retry = () => setAttempt((n) => n + 1)
    return (
      <FailureBoundary
        key={attempt}
        fallback={options.failed ? options.failed(retry, props) : <PartFailed onRetry={retry} />}
      >
        <Suspense fallback={options.loading ? options.loading(props) : null}>
          <Part {...(props as object)} />
        </Suspense>
      </FailureBoundary>
    )
  }
  return Object.assign(LazyPart, { preload: () => void fetchOnce().catch(() => undefined) })
}

/**
 * The area of a part that is not there yet or could not load: the mask and a drawer or sheet with
 * a close button around a notice (by default the retry notice).
 */
export const PartShell = observer(function PartShell({
  kind,
  label,
  onClose,
  onRetry,
  children,
}: {
  kind: 'drawer' | 'sheet'
  label: string
  onClose: () => void
  onRetry?: () => void
  children?: ReactNode
}) {
  const t = useT()
  return (
    <View className={`part-shell part-shell--${kind}`}>
      <View className='part-shell__mask' onClick={onClose} />
      <View className='part-shell__box' role='dialog' aria-label={label}>
        <View className='part-shell__close' role='button' aria-label={t.common.close} onClick={onClose} />
        {children ?? (onRetry && <PartFailed onRetry={onRetry} />)}
      </View>
    </View>
  )
})
