import MDXComponents from '@theme-original/MDXComponents';
import ScrollTable from '@site/src/components/ScrollTable';

/** Markdown tables get a keyboard-scrollable frame (see ScrollTable). */
export default {
  ...MDXComponents,
  table: ScrollTable,
};
