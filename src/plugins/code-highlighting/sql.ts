/**
 * Prism's SQL grammar, plus one rule: a name after a dot (`names.primary`,
 * `p.geometry`) is a field, not a keyword. Prism's keyword list holds words such as
 * PRIMARY and GEOMETRY, which Overture uses as field names. The rule runs after
 * strings and comments, so paths inside quotes stay strings.
 */
import Prism from './prism';
import 'prismjs/components/prism-sql.js';

Prism.languages.insertBefore('sql', 'keyword', {
  field: {pattern: /(\.)[A-Za-z_]\w*/, lookbehind: true},
});
