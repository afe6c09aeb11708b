/**
 * Prism's core with no grammar: grammars load per language (see `grammars.ts`),
 * so a page pays only for the languages it shows. `manual` must be imported first:
 * it stops Prism from highlighting the DOM on its own, behind React's back.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';

export default Prism;
