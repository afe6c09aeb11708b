import type {PrismTheme} from 'prism-react-renderer';

/**
 * The code block colours the theme sets as CSS variables. Token colours are not here:
 * `src/css/code.css` gives them, per colour mode, to the class names our highlighter
 * emits (see src/plugins/code-highlighting/Highlight.tsx).
 */
export const lightCodeTheme: PrismTheme = {plain: {color: '#1f2328', backgroundColor: '#f6f8fa'}, styles: []};
export const darkCodeTheme: PrismTheme = {plain: {color: '#e6edf3', backgroundColor: '#161b22'}, styles: []};
