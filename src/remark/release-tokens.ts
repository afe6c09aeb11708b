import {fillReleaseTokens} from '../data/release';

/** The parts of an mdast/MDX node that can carry a release token. */
type Node = {
  type: string;
  value?: unknown;
  url?: unknown;
  attributes?: unknown;
  children?: Node[];
};

type VFile = {path?: string};

/**
 * Fills `@@release@@`-style tokens in text, code, inline code, link targets and
 * string attributes of MDX elements, so a page can never show a stale release id.
 */
export default function remarkReleaseTokens() {
  return (tree: Node, file: VFile): void => {
    const where = file.path ?? 'a markdown file';
    const walk = (node: Node): void => {
      if (typeof node.value === 'string') {
        node.value = fillReleaseTokens(node.value, where);
      }
      if (typeof node.url === 'string') {
        node.url = fillReleaseTokens(node.url, where);
      }
      // Only MDX elements carry a list of attributes; other nodes may use the name differently.
      const attributes = Array.isArray(node.attributes) ? (node.attributes as {type: string; value?: unknown}[]) : [];
      for (const attribute of attributes) {
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
          attribute.value = fillReleaseTokens(attribute.value, where);
        }
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
