/**
 * While the builder is on screen, the page's other blocks are left unpainted when off screen
 * (`content-visibility: auto`). Each key changes the builder's height (a problem shown or gone), which
 * moves all that follows, and the browser painted and layered the whole page again at every key: at
 * 4x CPU on a 390 px phone that frame missed its display and the key showed 200 ms late (bench:typing).
 * Each block is held at the height it has when the builder comes into view, so nothing moves; it is
 * let go when the builder leaves the view.
 */

/** The article's blocks around the builder: everything at its level but the block holding it. */
function blocksAround(builder: HTMLElement): HTMLElement[] {
  const article = builder.closest('.markdown');
  if (!article) return [];
  return Array.from(article.children).filter(
    (block): block is HTMLElement => block instanceof HTMLElement && !block.contains(builder),
  );
}

/** The height of a block's content box, which is what `contain-intrinsic-size` stands in for. */
function contentHeight(block: HTMLElement): number {
  const style = getComputedStyle(block);
  const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  return edges.reduce((height, edge) => height - (parseFloat(style[edge]) || 0), block.getBoundingClientRect().height);
}

/** How far each block's top is from the next block's top (or from the article's end, for the last). */
function spansOf(blocks: HTMLElement[]): number[] {
  return blocks.map((block) => {
    const next = block.nextElementSibling;
    const end = next ? next.getBoundingClientRect().top : (block.parentElement?.getBoundingClientRect().bottom ?? 0);
    return end - block.getBoundingClientRect().top;
  });
}

/**
 * Holds the page's other blocks while `builder` is on screen, where a reader types; returns what undoes it.
 * Holding costs a layout of the page, so it is done as the builder comes into view, not at a key or a tap.
 */
export function restOfPageWhileInView(builder: HTMLElement): () => void {
  let held: HTMLElement[] = [];
  const hold = (): void => {
    held = blocksAround(builder);
    const spans = spansOf(held);
    // Every height is read before any style is written, so the page lays out once more, then once to check.
    const heights = held.map(contentHeight);
    const holdAt = (block: HTMLElement, height: number): void => {
      block.style.containIntrinsicSize = `auto ${Math.max(0, height)}px`;
    };
    held.forEach((block, index) => {
      holdAt(block, heights[index]);
      block.style.contentVisibility = 'auto';
    });
    // A skipped block no longer lets its first and last children's margins through: where that moved
    // what follows, the block is held taller by as much.
    spansOf(held).forEach((span, index) => {
      if (Math.abs(span - spans[index]) > 0.5) holdAt(held[index], heights[index] - (span - spans[index]));
    });
  };
  const release = (): void => {
    for (const block of held) {
      block.style.removeProperty('content-visibility');
      block.style.removeProperty('contain-intrinsic-size');
    }
    held = [];
  };
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(([entry]) => {
    if (entry.isIntersecting === held.length > 0) return;
    if (entry.isIntersecting) hold();
    else release();
  });
  observer.observe(builder);
  return () => {
    observer.disconnect();
    release();
  };
}
