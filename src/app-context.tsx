import { createContext, useContext, type PropsWithChildren } from 'react'
import type { AppServices } from './app-services'
import type { BaseLang } from './i18n'

const AppContext = createContext<AppServices | null>(null)

export function AppProvider({ value, children }: PropsWithChildren<{ value: AppServices }>) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>
}

export function useServices(): AppServices {
  const services = useContext(AppContext)
  if (!services) throw new Error('useServices must be used inside <AppProvider>')
  return services
}

export function useStores() {
  return useServices().store
}

/** The current dictionary; read inside an observer component so a language switch re-renders. */
export function useT(): BaseLang {
  return useServices().store.language.t
}
