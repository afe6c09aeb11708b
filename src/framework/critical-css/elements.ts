import {Parser} from 'htmlparser2';

/**
 * What the elements of the built pages are: each one's tag, id and classes (`td`, `#id`, `.class`), and the
 * names the app's scripts hold. The rest of a stylesheet (`rest.ts`) asks it whether one element can match two
 * rules at once.
 */
export class ElementCatalogue {
  /** The names (identifiers, class names) each script of the app holds. */
  private readonly scripts: Set<string>[] = [];
  /** Each distinct set of features an element has, once. */
  private readonly kinds = new Set<string>();
  /** For each feature, the element kinds that have it. */
  private readonly withFeature = new Map<string, Set<string>[]>();
  private readonly answers = new Map<string, boolean>();

  add(html: string): void {
    const parser = new Parser({
      onopentag: (tag, attributes) => {
        const features = [tag.toLowerCase()];
        if (attributes.id) features.push(`#${attributes.id}`);
        for (const name of (attributes.class ?? '').split(/\s+/)) if (name) features.push(`.${name}`);
        const kind = [...new Set(features)].sort().join(' ');
        if (this.kinds.has(kind)) return;
        this.kinds.add(kind);
        const set = new Set(kind.split(' '));
        for (const feature of set) {
          const kinds = this.withFeature.get(feature);
          if (kinds) kinds.push(set);
          else this.withFeature.set(feature, [set]);
        }
      },
    });
    parser.write(html);
    parser.end();
    this.answers.clear();
  }

  addScript(code: string): void {
    this.scripts.push(new Set(code.match(/[A-Za-z_][\w-]*/g)));
    this.answers.clear();
  }

  /**
   * Whether one element may have all these features. When a built page has them all, an element of it has them
   * together, or none does. A class or id no built page has is the app's, given to an element it draws (a menu
   * that opens, a state): with the others only if one script names them all, or when no script names it whole
   * (a name the app composes, `alert--${type}`), with any. An attribute may come with anything.
   */
  mayHaveAll(features: readonly string[]): boolean {
    const wanted = [...new Set(features)].filter((feature) => !feature.startsWith('[')).sort();
    const key = wanted.join(' ');
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = this.answer(wanted);
      this.answers.set(key, answer);
    }
    return answer;
  }

  private answer(wanted: string[]): boolean {
    const lists = wanted.map((feature) => this.withFeature.get(feature));
    if (lists.every((list) => list !== undefined)) {
      if (lists.length === 0) return true;
      const shortest = lists.reduce((a, b) => (a.length <= b.length ? a : b));
      return shortest.some((kind) => wanted.every((feature) => kind.has(feature)));
    }
    const names = wanted.filter((feature) => /^[.#]/.test(feature)).map((feature) => feature.slice(1));
    const unseen = names.filter((name) => !this.withFeature.has(`.${name}`) && !this.withFeature.has(`#${name}`));
    if (unseen.some((name) => !this.scripts.some((script) => script.has(name)))) return true;
    return this.scripts.some((script) => names.every((name) => script.has(name)));
  }
}
