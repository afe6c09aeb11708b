function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName));
}

/**
 * The keys that open the search modal: Ctrl+K or Cmd+K anywhere, `/` (Shift allowed,
 * as some layouts need it for `/`) outside a text field; the page's inline script
 * (earlyKeys.ts) takes the same keys.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) ||
    (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditing(event.target))
  );
}
