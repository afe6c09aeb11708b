// react-dom ships no types and @types/react-dom is not installed; the unit tests that
// render a component to HTML need only this one function.
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';
  export function renderToStaticMarkup(element: ReactNode): string;
}
