import {createElement, Fragment, type ReactElement, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {Helmet as UpstreamHelmet} from 'react-helmet-async';
// The reducer react-helmet-async 1.3.0 runs in browsers and on the server, from its source.
import {reducePropsToState} from 'react-helmet-async/src/utils.js';
import {readHeadProps, reduceHeadProps, type HeadProps} from '../../src/framework/head-tags/headState';

type Given = Record<string, unknown> & {children?: ReactNode};

/** The parts of react-helmet-async's `Helmet` this test runs, which its type declarations leave out. */
interface UpstreamHelmetClass {
  defaultProps: Record<string, unknown>;
  new (props: Given): {
    mapChildrenToProps(children: ReactNode, props: Record<string, unknown>): Record<string, unknown>;
  };
}
const Upstream = UpstreamHelmet as unknown as UpstreamHelmetClass;

/** What react-helmet-async makes of the `<Head>`s given, outermost first. */
function upstream(list: readonly Given[]): Record<string, unknown> {
  const props = list.map((given) => {
    const {children, ...rest} = {...Upstream.defaultProps, ...given};
    const helmet = new Upstream({...rest, children});
    return children ? helmet.mapChildrenToProps(children, rest) : rest;
  });
  const state = reducePropsToState(props);
  return {
    title: state.title,
    defer: state.defer,
    baseTag: state.baseTag,
    htmlAttributes: state.htmlAttributes,
    bodyAttributes: state.bodyAttributes,
    titleAttributes: state.titleAttributes,
    linkTags: state.linkTags,
    metaTags: state.metaTags,
    noscriptTags: state.noscriptTags,
    scriptTags: state.scriptTags,
    styleTags: state.styleTags,
  };
}

function ours(list: readonly Given[]): Record<string, unknown> {
  return {...reduceHeadProps(list.map((given) => readHeadProps(given as HeadProps & {children?: ReactNode})))};
}

const el = (type: string, props: Record<string, unknown> = {}, ...children: ReactNode[]): ReactElement =>
  createElement(type, props, ...children);

// What Docusaurus's layout, a docs page and the class-name provider put in the head.
const LAYOUT: Given = {
  children: [
    el('html', {lang: 'en', dir: 'ltr'}),
    el('meta', {name: 'twitter:card', content: 'summary_large_image'}),
    el('body'),
    el('link', {rel: 'icon', href: '/img/favicon.svg'}),
    el('meta', {property: 'og:url', content: 'https://example.org/a/'}),
    el('link', {rel: 'canonical', href: 'https://example.org/a/'}),
    el('link', {rel: 'alternate', href: 'https://example.org/a/', hrefLang: 'en'}),
    el('link', {rel: 'alternate', href: 'https://example.org/a/', hrefLang: 'x-default'}),
  ],
};
const PAGE: Given = {
  children: createElement(
    Fragment,
    null,
    el('title', {}, 'Accessing the Data | Site'),
    el('meta', {property: 'og:title', content: 'Accessing the Data | Site'}),
    el('meta', {name: 'description', content: 'Where the data is.'}),
    el('script', {type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}'),
  ),
};
const CLASSES: Given = {children: el('html', {className: 'docs-wrapper plugin-docs'})};

describe('the head of the browser bundle (src/framework/head-tags)', () => {
  it('adds up like react-helmet-async for what Docusaurus pages put in the head', () => {
    expect(ours([LAYOUT, PAGE, CLASSES])).toEqual(upstream([LAYOUT, PAGE, CLASSES]));
    expect(ours([LAYOUT, PAGE, CLASSES]).htmlAttributes).toEqual({
      lang: 'en',
      dir: 'ltr',
      class: 'docs-wrapper plugin-docs',
    });
  });

  it('adds up like react-helmet-async when inner heads override outer ones', () => {
    const outer: Given = {
      titleTemplate: '%s | Site',
      defaultTitle: 'Site',
      defer: false,
      children: [
        el('title', {itemProp: 'name'}, 'Outer'),
        el('meta', {name: 'Description', content: 'outer'}),
        el('meta', {charSet: 'utf-8'}),
        el('meta', {httpEquiv: 'refresh', content: '5'}),
        el('link', {rel: 'stylesheet', href: '/a.css'}),
        el('link', {rel: 'canonical', href: '/outer/'}),
        el('base', {href: '/'}),
        el('style', {}, 'p{}'),
        el('noscript', {}, '<p>no</p>'),
      ],
    };
    const inner: Given = {
      children: [
        el('title', {}, 'In', 'ner'),
        el('meta', {name: 'description', content: 'inner'}),
        el('meta', {name: 'description', content: 'inner twice'}),
        el('meta', {content: 'no primary attribute'}),
        el('link', {rel: 'stylesheet', href: '/b.css'}),
        el('link', {rel: 'canonical', href: '/inner/'}),
        el('base', {target: '_blank'}),
        el('body', {className: 'inner'}),
        el('script', {src: '/x.js'}),
      ],
    };
    for (const list of [[outer], [inner], [outer, inner], [inner, outer], [outer, inner, {}]]) {
      expect(ours(list)).toEqual(upstream(list));
    }
  });

  it('adds up like react-helmet-async for many random heads', () => {
    let seed = 19;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pick = <T>(items: readonly T[]): T => items[random(items.length)];
    const tag = (): ReactElement =>
      pick([
        () => el('meta', {[pick(['name', 'property', 'itemProp'])]: pick(['a', 'A', 'b']), content: pick(['1', '2'])}),
        () => el('link', {rel: pick(['canonical', 'alternate', 'stylesheet', 'icon']), href: pick(['/x', '/y'])}),
        () => el('link', {href: pick(['/x', '/y']), rel: pick(['canonical', 'preload'])}),
        () => el('script', {type: 'application/ld+json'}, pick(['{}', '[]'])),
        () => el('title', {}, pick(['One', 'Two'])),
        () => el('html', {[pick(['lang', 'className', 'dir'])]: pick(['x', 'y'])}),
        () => el('base', pick([{href: '/'}, {target: '_self'}])),
      ])();
    for (let run = 0; run < 300; run += 1) {
      const list: Given[] = Array.from({length: 1 + random(4)}, () => ({
        ...(random(4) === 0 ? {titleTemplate: '%s!'} : {}),
        children: Array.from({length: random(6)}, tag),
      }));
      expect(ours(list), JSON.stringify(list.map((given) => given.children))).toEqual(upstream(list));
    }
  });

  it('refuses what react-helmet-async refuses, with a message', () => {
    const Component = (): null => null;
    expect(() => readHeadProps({children: createElement(Component)})).toThrow(/HTML elements only/);
    expect(() => readHeadProps({children: el('meta', {name: 'a'}, 'text')})).toThrow(/cannot have children/);
    expect(() => readHeadProps({children: el('div')})).toThrow(/does not manage <div>/);
  });
});
