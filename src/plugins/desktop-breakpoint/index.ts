import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {DESKTOP_MIN_WIDTH} from './breakpoint';

/** Infima's and the theme's media queries, as written, and as this site needs them. */
const MOBILE_QUERY = /max-width:\s*996px/g;
const DESKTOP_QUERY = /min-width:\s*997px/g;

/**
 * Puts the switch between the mobile drawer and the desktop layout exactly at
 * 996 px: narrower windows get the drawer, a 996 px window gets the desktop layout.
 * Docusaurus and Infima count 996 px itself as mobile, in CSS (`max-width: 996px`)
 * and in JS (`innerWidth > 996`); both are moved together, or the layout would
 * render one way and style itself the other.
 */
export default function desktopBreakpointPlugin(): Plugin {
  return {
    name: 'desktop-breakpoint',
    configurePostCss(options) {
      options.plugins.push({
        postcssPlugin: 'desktop-breakpoint',
        AtRule: {
          media(rule: {params: string}) {
            rule.params = rule.params
              .replace(MOBILE_QUERY, `max-width: ${DESKTOP_MIN_WIDTH - 0.02}px`)
              .replace(DESKTOP_QUERY, `min-width: ${DESKTOP_MIN_WIDTH}px`);
          },
        },
      });
      return options;
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
            path.join(__dirname, 'useWindowSize.ts'),
          ),
        ],
      };
    },
  };
}
