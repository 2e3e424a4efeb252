// react-dom ships without types here (the visitor app renders through @tarojs/react): the one call
// the console makes
declare module 'react-dom/client' {
  import type { ReactNode } from 'react'
  export function createRoot(container: Element): { render(children: ReactNode): void }
}
