/** True for addresses that never leave this machine. */
export function isLoopback(url: URL): boolean {
  if (url.protocol === 'data:' || url.protocol === 'blob:' || url.protocol === 'about:') return true;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
