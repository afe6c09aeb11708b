import postcss, {type ChildNode, type Root, type Rule} from 'postcss';
import selectorParser, {type Node as SelectorNode, type Selector} from 'postcss-selector-parser';
import type {ElementCatalogue} from './elements';

/**
 * The stylesheet a page loads after its first paint: the rules of the site's stylesheet that its inline
 * critical CSS lacks. Loading the whole stylesheet there made the browser restyle every element a rule of it
 * matches (all of a schema page's table cells: 30 to 40 ms on this machine at its arrival); a rule the page does
 * not use touches nothing.
 *
 * The inline rules come first in the page, the rest after them, so where two rules of the same cascade layer and
 * the same specificity set one property on one element, the rest would win even when it came first in the
 * stylesheet. That happens only to elements that appear later (the next page, a menu that opens), but it would
 * change their look; so the rest also keeps a copy of every inline rule that such an earlier rule of the rest
 * could meet (same layer, specificity and property family, and a built page has an element with the features
 * of both, or one of them is a feature no built page has), in its place, and then of every inline rule that a
 * copy could meet. Together the two sheets give every element what the whole stylesheet gives it.
 */
export function restOfStylesheet(full: string, critical: string, elements: ElementCatalogue): string {
  const inline = new Set<string>();
  postcss.parse(critical).walkRules((rule) => {
    if (!insideKeyframes(rule)) for (const selector of rule.selectors) inline.add(key(rule, selector));
  });
  const rest = postcss.parse(full);
  const earlier = new Map<string, Entry[]>();
  rest.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const families = propertyFamilies(rule);
    const kept = rule.selectors.filter((selector) => {
      const entry = describe(selector, families);
      const group = `${layerOf(rule)}\u0000${entry.specificity}`;
      const others = earlier.get(group) ?? [];
      if (inline.has(key(rule, selector)) && !others.some((other) => mayMeet(other, entry, elements))) return false;
      if (others.length === 0) earlier.set(group, others);
      others.push(entry);
      return true;
    });
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  dropEmptyConditions(rest);
  return rest.toString();
}

/** What decides whether two rules of one layer can compete for one property of one element. */
interface Entry {
  specificity: number;
  /** What the element a selector styles must have: its last compound's type, ids, classes and attributes. */
  features: string[];
  /** The pseudo-element it styles, if any: rules for two different ones never meet. */
  pseudoElement: string;
  families: Set<string>;
}

function mayMeet(a: Entry, b: Entry, elements: ElementCatalogue): boolean {
  if (a.pseudoElement !== b.pseudoElement) return false;
  // An element has one type and one id, whatever a page or the app does with it.
  const [typeA, typeB] = [a, b].map((entry) => entry.features.find((feature) => /^[a-z]/.test(feature)));
  if (typeA && typeB && typeA !== typeB) return false;
  const [idA, idB] = [a, b].map((entry) => entry.features.find((feature) => feature.startsWith('#')));
  if (idA && idB && idA !== idB) return false;
  if (!a.families.has('*') && !b.families.has('*') && ![...a.families].some((family) => b.families.has(family)))
    return false;
  return elements.mayHaveAll([...a.features, ...b.features]);
}

function describe(selector: string, families: Set<string>): Entry {
  const parsed = selectorParser().astSync(selector).nodes[0];
  const last: SelectorNode[] = [];
  for (const node of parsed.nodes) {
    if (node.type === 'combinator') last.length = 0;
    else last.push(node);
  }
  const features = last.flatMap((node) => {
    if (node.type === 'tag') return [node.value.toLowerCase()];
    if (node.type === 'id') return [`#${node.value}`];
    if (node.type === 'class') return [`.${node.value}`];
    if (node.type === 'attribute') return [`[${node.attribute}]`];
    return [];
  });
  return {
    specificity: specificity(parsed),
    features,
    pseudoElement: last.find(isPseudoElement)?.value?.replace(/^::?/, '') ?? '',
    families,
  };
}

const LEGACY_PSEUDO_ELEMENTS = new Set([':before', ':after', ':first-line', ':first-letter']);

function isPseudoElement(node: SelectorNode): boolean {
  return node.type === 'pseudo' && (node.value.startsWith('::') || LEGACY_PSEUDO_ELEMENTS.has(node.value));
}

/** Selectors Level 4 specificity as one number (ids, then classes, then types, a thousand apart). */
function specificity(selector: Selector): number {
  let total = 0;
  for (const node of selector.nodes) {
    if (node.type === 'id') total += 1_000_000;
    else if (node.type === 'class' || node.type === 'attribute') total += 1_000;
    else if (node.type === 'tag') total += 1;
    else if (node.type === 'pseudo') {
      const name = node.value.toLowerCase();
      const argument = Math.max(0, ...node.nodes.map(specificity));
      if (isPseudoElement(node)) total += 1 + argument;
      else if (name === ':where') continue;
      else if ([':is', ':not', ':has', ':matches'].includes(name)) total += argument;
      else if (/^:nth-(last-)?child$/.test(name)) total += 1_000 + argument;
      else total += 1_000;
    }
  }
  return total;
}

/** Properties that can set one value share a family: a shorthand and its longhands, physical and logical. */
const FAMILY_ALIASES: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  width: 'size',
  height: 'size',
  inline: 'size',
  block: 'size',
  min: 'size',
  max: 'size',
  place: 'align',
  justify: 'align',
  row: 'gap',
  column: 'gap',
  columns: 'gap',
  line: 'font',
  white: 'text',
  word: 'text',
  overflow: 'text',
};

function propertyFamilies(rule: Rule): Set<string> {
  const families = new Set<string>();
  rule.walkDecls((declaration) => {
    const property = declaration.prop.toLowerCase().replace(/^-(webkit|moz|ms|o)-/, '');
    if (property.startsWith('--')) families.add(property);
    else if (property === 'all') families.add('*');
    else {
      const first = property.split('-')[0];
      families.add(FAMILY_ALIASES[first] ?? first);
    }
  });
  return families;
}

/** The at-rules around a node, outermost first. */
function atRulesAround(node: postcss.Node): postcss.AtRule[] {
  const around: postcss.AtRule[] = [];
  for (let parent = node.parent as postcss.Node | undefined; parent; parent = parent.parent as postcss.Node | undefined)
    if (parent.type === 'atrule') around.unshift(parent as postcss.AtRule);
  return around;
}

function insideKeyframes(node: ChildNode): boolean {
  return atRulesAround(node).some((atRule) => /keyframes$/i.test(atRule.name));
}

function layerOf(node: ChildNode): string {
  return atRulesAround(node)
    .filter((atRule) => atRule.name === 'layer')
    .map((atRule) => atRule.params)
    .join('.');
}

/** A rule's place: the at-rules around it, outermost first, and its selector, as both sheets write them. */
function key(rule: Rule, selector: string): string {
  const around = atRulesAround(rule).map((atRule) => `@${atRule.name} ${squeeze(atRule.params)}`);
  return `${around.join(' ')} ${squeeze(selector)}`;
}

function squeeze(text: string): string {
  return text
    .replace(/\s*([>+~,:()])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Media, support and container conditions left with no rule go; layers stay, since their order is declared. */
function dropEmptyConditions(root: Root): void {
  const atRules: postcss.AtRule[] = [];
  root.walkAtRules((atRule) => void atRules.push(atRule));
  // Innermost first, so a condition holding only emptied conditions goes too.
  for (const atRule of atRules.reverse())
    if (['media', 'supports', 'container'].includes(atRule.name) && atRule.nodes?.length === 0) atRule.remove();
}
