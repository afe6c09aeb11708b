import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {staticIsland} from '../../src/framework/static-islands/staticIsland';

/** An island whose code has not come yet: what a page reached without a reload shows until it does. */
const notYet = {now: () => undefined, load: () => new Promise<never>(() => {})};

describe('an island whose code has not come yet', () => {
  it('inside a sentence, says it is loading in a span, which a paragraph may hold', () => {
    const Island = staticIsland<object>(notYet, {mode: 'static', inline: true});
    const html = renderToStaticMarkup(
      <p>
        Applies to <Island />.
      </p>,
    );
    expect(html).toMatch(/^<p>Applies to <span class="[^"]*"><span>Loading…<\/span><\/span>\.<\/p>$/);
  });

  it('as a block, says it in a paragraph', () => {
    const Island = staticIsland<object>(notYet, {mode: 'static'});
    expect(renderToStaticMarkup(<Island />)).toMatch(/^<div class="[^"]*"><p>Loading…<\/p><\/div>$/);
  });
});
