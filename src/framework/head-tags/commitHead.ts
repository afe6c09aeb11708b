import type {HeadState, TagAttributes} from './headState';

/** Marks what the pages manage, as react-helmet-async does: the server renders it on every such tag. */
const MANAGED = 'data-rh';

/**
 * Makes the head's managed tags of one type these: an identical tag already there
 * (the server's, on first load) is kept, the others are removed and the missing added.
 */
function updateTags(type: string, tags: readonly TagAttributes[]): void {
  const old = Array.from(document.head.querySelectorAll(`${type}[${MANAGED}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag)) {
      if (name === 'innerHTML') element.innerHTML = value;
      else if (name === 'cssText') element.append(value);
      else element.setAttribute(name, value ?? '');
    }
    element.setAttribute(MANAGED, 'true');
    const same = old.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  old.forEach((element) => element.remove());
  document.head.append(...added);
}

/** Sets an element's managed attributes, removing those an earlier page set and this one does not. */
function updateAttributes(tagName: string, attributes: TagAttributes): void {
  const element = document.getElementsByTagName(tagName)[0];
  if (!element) return;
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = attributes[name] || '';
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  const before = element.getAttribute(MANAGED)?.split(',') ?? [];
  before.filter((name) => !names.includes(name)).forEach((name) => element.removeAttribute(name));
  if (names.length === 0) element.removeAttribute(MANAGED);
  else if (element.getAttribute(MANAGED) !== names.join(',')) element.setAttribute(MANAGED, names.join(','));
}

/** Writes the head the mounted `<Head>`s add up to into the document. */
export function commitHead(state: HeadState): void {
  updateAttributes('body', state.bodyAttributes);
  updateAttributes('html', state.htmlAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  updateAttributes('title', state.titleAttributes);
  updateTags('base', state.baseTag);
  updateTags('link', state.linkTags);
  updateTags('meta', state.metaTags);
  updateTags('noscript', state.noscriptTags);
  updateTags('script', state.scriptTags);
  updateTags('style', state.styleTags);
}
