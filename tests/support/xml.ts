import sax from 'sax';

/** An XML element as the feed tests need it: name, attributes, child elements, text. */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

/**
 * Parses a document with sax in strict mode, so anything not well-formed (an
 * unclosed tag, a bare `&`, two roots) throws with sax's line and column.
 */
export function parseXml(source: string): XmlElement {
  const parser = sax.parser(true, {trim: false});
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.onopentag = (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      children: [],
      text: '',
    };
    if (stack.length > 0) stack[stack.length - 1].children.push(element);
    else if (root) throw new Error(`a second root element <${tag.name}>`);
    else root = element;
    stack.push(element);
  };
  parser.onclosetag = () => {
    stack.pop();
  };
  parser.ontext = parser.oncdata = (text) => {
    if (stack.length > 0) stack[stack.length - 1].text += text;
  };
  parser.write(source).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** The child elements named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The text of the one child named `name`; throws when there is none. */
export function childText(element: XmlElement, name: string): string {
  const [child] = childrenNamed(element, name);
  if (!child) throw new Error(`<${element.name}> has no <${name}>`);
  return child.text.trim();
}
