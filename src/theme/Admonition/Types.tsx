import AdmonitionTypeNote from '@theme/Admonition/Type/Note';
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeWarning from '@theme/Admonition/Type/Warning';

/**
 * The admonition types the site's Markdown may use (`admonitions.keywords` of the
 * docs and blog plugins, checked in tests/unit/config.test.ts), and info, the
 * theme's fallback. The theme's map holds every type, and every docs page carried them.
 */
const AdmonitionTypes = {
  note: AdmonitionTypeNote,
  info: AdmonitionTypeInfo,
  warning: AdmonitionTypeWarning,
};

export default AdmonitionTypes;
