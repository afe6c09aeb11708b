import {Children, Fragment, isValidElement, type ReactNode} from 'react';

/** A tag's attributes as HTML names them; `innerHTML` (script, noscript) and `cssText` (style) hold its text. */
export type TagAttributes = Record<string, string>;

export const LIST_TAGS = ['link', 'meta', 'noscript', 'script', 'style'] as const;
export type ListTag = (typeof LIST_TAGS)[number];

/** What one `<Head>` (react-helmet-async's `Helmet`) asks for, its children read into props. */
export interface HeadProps extends Partial<Record<ListTag, TagAttributes[]>> {
  title?: string | string[];
  titleTemplate?: string;
  defaultTitle?: string;
  defer?: boolean;
  base?: TagAttributes;
  htmlAttributes?: TagAttributes;
  bodyAttributes?: TagAttributes;
  titleAttributes?: TagAttributes;
}

/** What all mounted `<Head>`s add up to, in react-helmet-async 1.3.0's terms. */
export interface HeadState extends Record<`${ListTag}Tags`, TagAttributes[]> {
  title: string | undefined;
  defer: boolean;
  baseTag: TagAttributes[];
  htmlAttributes: TagAttributes;
  bodyAttributes: TagAttributes;
  titleAttributes: TagAttributes;
}

// React prop names whose HTML attribute is spelt otherwise (react-helmet-async's REACT_TAG_MAP).
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};
const ATTRIBUTE_TAGS = {html: 'htmlAttributes', body: 'bodyAttributes'} as const;

/** Reads the elements given as children of `<Head>` into props, as react-helmet-async does. */
export function readHeadProps({children, ...props}: HeadProps & {children?: ReactNode}): HeadProps {
  // Every Helmet defers its changes unless told otherwise (upstream's defaultProps).
  const read: HeadProps = {defer: true, ...props};
  const lists: Partial<Record<ListTag, TagAttributes[]>> = {};
  const visit = (nodes: ReactNode): void =>
    Children.forEach(nodes, (child) => {
      if (!isValidElement<Record<string, unknown>>(child)) return;
      const {children: text, ...given} = child.props;
      if (child.type === Fragment) return visit(text as ReactNode);
      const attributes: TagAttributes = {};
      for (const [name, value] of Object.entries(given)) attributes[HTML_NAMES[name] ?? name] = value as string;
      const type = child.type;
      if (typeof type !== 'string') throw new Error('<Head> takes HTML elements only, not components.');
      if ((LIST_TAGS as readonly string[]).includes(type)) {
        if (text && type !== 'script' && type !== 'noscript' && type !== 'style') {
          throw new Error(`<${type}> in <Head> cannot have children.`);
        }
        const body = text ? {[type === 'style' ? 'cssText' : 'innerHTML']: text as string} : {};
        (lists[type as ListTag] ??= []).push({...attributes, ...body});
      } else if (type === 'title') {
        Object.assign(read, {title: text as string | string[], titleAttributes: attributes});
      } else if (type === 'html' || type === 'body' || type === 'base') {
        read[type === 'base' ? type : ATTRIBUTE_TAGS[type]] = attributes;
      } else {
        throw new Error(`<Head> does not manage <${type}> elements.`);
      }
    });
  visit(children);
  return {...read, ...lists};
}

function innermost<K extends keyof HeadProps>(list: readonly HeadProps[], key: K): HeadProps[K] {
  return list.findLast((props) => Object.hasOwn(props, key))?.[key];
}

function title(list: readonly HeadProps[]): string | undefined {
  const given = innermost(list, 'title');
  const text = Array.isArray(given) ? given.join('') : given;
  const template = innermost(list, 'titleTemplate');
  if (template && text) return template.replace(/%s/g, () => text);
  return text || innermost(list, 'defaultTitle') || undefined;
}

function attributes(list: readonly HeadProps[], key: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes') {
  return Object.assign({}, ...list.map((props) => props[key])) as TagAttributes;
}

/** The attribute that makes a tag a duplicate of another, as react-helmet-async 1.3.0 picks it. */
function primaryKey(tag: TagAttributes, primary: readonly string[]): string | undefined {
  let key: string | undefined;
  for (const name of Object.keys(tag)) {
    const lower = name.toLowerCase();
    if (
      primary.includes(lower) &&
      !(key === 'rel' && tag[key].toLowerCase() === 'canonical') &&
      !(lower === 'rel' && tag[lower].toLowerCase() === 'stylesheet')
    ) {
      key = lower;
    }
    if (primary.includes(name) && (name === 'innerHTML' || name === 'cssText' || name === 'itemprop')) key = name;
  }
  return key;
}

/**
 * The tags of one kind: inner `<Head>`s win over outer ones, a tag being a
 * duplicate when its primary attribute has the same value (case-insensitive).
 * Tags without a primary attribute are dropped, as upstream does.
 */
function tags(list: readonly HeadProps[], type: ListTag, primary: readonly string[]): TagAttributes[] {
  const seen = new Map<string, Set<string>>();
  const kept: TagAttributes[] = [];
  for (const given of list
    .map((props) => props[type])
    .filter(Array.isArray)
    .reverse()) {
    const seenHere = new Map<string, Set<string>>();
    const keptHere = given.filter((tag) => {
      const key = primaryKey(tag, primary);
      if (!key || !tag[key]) return false;
      const value = String(tag[key]).toLowerCase();
      if (seen.get(key)?.has(value)) return false;
      seenHere.set(key, (seenHere.get(key) ?? new Set()).add(value));
      return true;
    });
    kept.push(...keptHere.reverse());
    for (const [key, values] of seenHere) seen.set(key, new Set([...(seen.get(key) ?? []), ...values]));
  }
  return kept.reverse();
}

/** Adds up the props of every mounted `<Head>`, outermost (first rendered) first. */
export function reduceHeadProps(list: readonly HeadProps[]): HeadState {
  const base = list
    .map((props) => props.base)
    .filter((tag): tag is TagAttributes => tag !== undefined)
    .findLast((tag) => Object.keys(tag).some((name) => name.toLowerCase() === 'href' && tag.href));
  return {
    title: title(list),
    defer: innermost(list, 'defer') ?? true,
    baseTag: base ? [base] : [],
    htmlAttributes: attributes(list, 'htmlAttributes'),
    bodyAttributes: attributes(list, 'bodyAttributes'),
    titleAttributes: attributes(list, 'titleAttributes'),
    linkTags: tags(list, 'link', ['rel', 'href']),
    metaTags: tags(list, 'meta', ['name', 'charset', 'http-equiv', 'property', 'itemprop']),
    noscriptTags: tags(list, 'noscript', ['innerHTML']),
    scriptTags: tags(list, 'script', ['src', 'innerHTML']),
    styleTags: tags(list, 'style', ['cssText']),
  };
}
