/** A `%` that does not start a valid escape, or starts an escape of a broken UTF-8 sequence. */
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

/**
 * The same path with every stray `%` escaped as `%25`; when escapes still decode to
 * invalid UTF-8 (`%E0%A4%A`), every `%` is escaped, so the path reads literally.
 * A path that decodes already comes back unchanged.
 */
export function repairPath(pathname: string): string {
  const decodes = (candidate: string): boolean => {
    try {
      decodeURI(candidate);
      return true;
    } catch {
      return false;
    }
  };
  if (decodes(pathname)) return pathname;
  const strays = pathname.replace(STRAY_PERCENT, '%25');
  return decodes(strays) ? strays : pathname.replace(/%/g, '%25');
}
