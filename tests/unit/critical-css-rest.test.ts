import {describe, expect, it} from 'vitest';
import {ElementCatalogue} from '../../src/framework/critical-css/elements';
import {restOfStylesheet} from '../../src/framework/critical-css/rest';

/** A catalogue of these pages, and of these scripts. */
function catalogue(pages: string[], scripts: string[] = []): ElementCatalogue {
  const elements = new ElementCatalogue();
  for (const page of pages) elements.add(page);
  for (const script of scripts) elements.addScript(script);
  return elements;
}

const PAGES = ['<nav class="menu"><a class="menu__link menu__link--active">A</a></nav><p class=note>N</p>'];

describe('the rest of the stylesheet, loaded after the first paint', () => {
  it('holds what the inline CSS lacks, and splits a selector list between the two', () => {
    const full = '.menu{margin:0}.drawer{margin:0}.note,.banner{color:red}';
    const inline = '.menu{margin:0}.note{color:red}';
    expect(restOfStylesheet(full, inline, catalogue(PAGES))).toBe('.drawer{margin:0}.banner{color:red}');
  });

  it('matches rules in their media, support and layer blocks, and drops the conditions it empties', () => {
    const full =
      '@layer base{.menu{margin:0}.drawer{margin:0}}@media (min-width:997px){.menu{padding:0}}@media print{.menu{display:none}}';
    const inline = '@layer base{.menu{margin:0}}@media (min-width:997px){.menu{padding:0}}';
    expect(restOfStylesheet(full, inline, catalogue(PAGES))).toBe(
      '@layer base{.drawer{margin:0}}@media print{.menu{display:none}}',
    );
  });

  it('keeps an inline rule in place where an earlier rule of the rest could lose to it on one element', () => {
    // A page with the active link and the drawer link on one element: .drawer-link first, .menu__link--active
    // after it, both one class, both setting colour. Inline before rest would let .drawer-link win.
    const pages = [...PAGES, '<a class="menu__link drawer-link menu__link--active">B</a>'];
    const full = '.drawer-link{color:blue}.menu__link--active{color:green}.note{color:red}';
    const inline = '.menu__link--active{color:green}.note{color:red}';
    expect(restOfStylesheet(full, inline, catalogue(pages))).toBe(
      '.drawer-link{color:blue}.menu__link--active{color:green}',
    );
  });

  it('and of every inline rule after it that the copy could meet in turn', () => {
    const pages = [...PAGES, '<a class="drawer-link menu__link--active menu__link">B</a>'];
    const full = '.drawer-link{color:blue}.menu__link--active{color:green}.menu__link{color:black}';
    const inline = '.menu__link--active{color:green}.menu__link{color:black}';
    expect(restOfStylesheet(full, inline, catalogue(pages))).toBe(full);
  });

  it('copies nothing the earlier rule cannot meet: another property, specificity, layer, type or pseudo-element', () => {
    const pages = [...PAGES, '<a class="menu__link drawer-link menu__link--active">B</a>'];
    const inline =
      '.menu__link--active{color:green}@layer theme{.menu__link{color:black}}.menu__link::after{content:""}a{color:red}';
    for (const earlier of [
      '.drawer-link{margin:0}',
      '.drawer-link.x{color:blue}',
      '@layer base{.drawer-link{color:blue}}',
      '.drawer-link{content:"x"}',
      'p{color:blue}',
    ]) {
      const rest = restOfStylesheet(earlier + inline, inline, catalogue(pages));
      // The emptied layer stays: the inline CSS declared its place in the order already.
      expect(rest, earlier).toBe(`${earlier}@layer theme{}`);
    }
  });

  it('copies nothing for classes no page has on one element and no script names together', () => {
    const pages = [...PAGES, '<p class=banner>B</p>'];
    const full = '.banner{color:blue}.note{color:red}';
    expect(restOfStylesheet(full, '.note{color:red}', catalogue(pages))).toBe('.banner{color:blue}');
    const drawnByTheApp = catalogue(PAGES, ['show("banner")']);
    expect(restOfStylesheet(full, '.note{color:red}', drawnByTheApp)).toBe('.banner{color:blue}');
    const composed = catalogue(PAGES, ['show("ban" + "ner")']);
    expect(restOfStylesheet(full, '.note{color:red}', composed)).toBe(full);
  });

  it('treats a family of properties as one: a shorthand and its longhands, physical and logical sides', () => {
    const pages = ['<p class="a b"></p>'];
    for (const [earlier, later] of [
      ['margin:0', 'margin-top:1px'],
      ['margin-left:0', 'margin-inline-start:1px'],
      ['font:12px serif', 'line-height:2'],
      ['white-space:nowrap', 'text-wrap:balance'],
      ['all:unset', 'color:red'],
    ]) {
      const inline = `.b{${later}}`;
      expect(restOfStylesheet(`.a{${earlier}}${inline}`, inline, catalogue(pages)), earlier).toBe(
        `.a{${earlier}}${inline}`,
      );
    }
  });
});

describe('the catalogue of elements', () => {
  it('knows which features the built pages put on one element', () => {
    const elements = catalogue(PAGES);
    expect(elements.mayHaveAll(['a', '.menu__link', '.menu__link--active'])).toBe(true);
    expect(elements.mayHaveAll(['.menu', '.menu__link'])).toBe(false);
    expect(elements.mayHaveAll(['p', '.menu__link'])).toBe(false);
    expect(elements.mayHaveAll(['.note', '[data-theme]'])).toBe(true);
  });

  it("lets a class of the app's meet the classes a script names with it, or any when no script names it whole", () => {
    const elements = catalogue(PAGES, ['el.className = open ? "menu drawer--open" : "menu"', 'x = "alert--" + type']);
    expect(elements.mayHaveAll(['.menu', '.drawer--open'])).toBe(true);
    expect(elements.mayHaveAll(['.note', '.drawer--open'])).toBe(false);
    expect(elements.mayHaveAll(['.note', '.alert--danger'])).toBe(true);
  });
});
