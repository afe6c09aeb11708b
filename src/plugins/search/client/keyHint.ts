/**
 * DocSearch draws its button's shortcut hint in the browser only, once it knows the
 * platform; the server's markup has an empty slot, and that markup stays until the
 * reader shows an intent to search. Fills the slot at once, as DocSearch would.
 */
export function showKeyHint(): void {
  const apple = /Mac|iPhone|iPod|iPad/i.test(navigator.platform);
  for (const slot of document.querySelectorAll('.DocSearch-Button-Keys:empty')) {
    const modifier = document.createElement('kbd');
    modifier.className = apple ? 'DocSearch-Button-Key' : 'DocSearch-Button-Key DocSearch-Button-Key--word';
    modifier.textContent = apple ? '⌘' : 'Ctrl';
    const letter = document.createElement('kbd');
    letter.className = 'DocSearch-Button-Key';
    letter.textContent = 'K';
    slot.append(modifier, letter);
  }
}
