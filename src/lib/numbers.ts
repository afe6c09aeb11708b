/**
 * `2117` → `2,117`, as `toLocaleString('en')` writes a whole number, by hand: a page's first use of ICU's number
 * formats costs 12 ms of main thread on this machine (src/framework/icu-free-hydration/).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new Error(`Not a whole number: ${count}`);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${digits}` : digits;
}
