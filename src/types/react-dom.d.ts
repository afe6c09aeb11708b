// react-dom ships no types and @types/react-dom is not installed; the site needs these
// two functions: a portal (the taxonomy's filter panel) and, in unit tests, rendering to HTML.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(children: ReactNode, container: Element): ReactPortal;
}

declare module 'react-dom/server' {
  import type {ReactNode} from 'react';
  export function renderToStaticMarkup(element: ReactNode): string;
}
