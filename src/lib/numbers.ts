/**
 * `2117` → `2,117`, as `toLocaleString('en')` writes a whole number (and only those), by hand: a page's first use of
 * ICU's number formats costs 12 ms of main thread on this machine (src/framework/icu-free-hydration/).
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}
