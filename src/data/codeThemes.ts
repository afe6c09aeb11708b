import type {PrismTheme} from 'prism-react-renderer';

/**
 * The site's code colours. Every token colour keeps at least 4.5:1 contrast with
 * its background (WCAG AA for normal text); the axe gate in the browser tests
 * checks it on every page with code.
 */
export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#1f2328'}},
    {types: ['keyword', 'atrule', 'important', 'selector', 'builtin'], style: {color: '#a40e26'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#0a3069'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#0550ae'}},
    {types: ['function', 'class-name'], style: {color: '#6639ba'}},
    {types: ['operator', 'entity', 'variable', 'parameter'], style: {color: '#953800'}},
    {types: ['property', 'key', 'tag', 'attr-name', 'namespace'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['inserted'], style: {color: '#116329'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9198a1', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#e6edf3'}},
    {types: ['keyword', 'atrule', 'important', 'selector', 'builtin'], style: {color: '#ff7b72'}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url'], style: {color: '#a5d6ff'}},
    {types: ['number', 'boolean', 'constant', 'symbol'], style: {color: '#79c0ff'}},
    {types: ['function', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['operator', 'entity', 'variable', 'parameter'], style: {color: '#ffa657'}},
    {types: ['property', 'key', 'tag', 'attr-name', 'namespace'], style: {color: '#7ee787'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
    {types: ['inserted'], style: {color: '#7ee787'}},
  ],
};
