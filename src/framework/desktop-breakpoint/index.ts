import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {UPSTREAM_PATCHES, moduleTest} from '../upstream';
import {DESKTOP_MIN_WIDTH} from './breakpoint';

/** A media query as Infima and the theme write it, matched with any spacing. */
const written = ([query]: readonly string[]): RegExp => new RegExp(query.replace(': ', ':\\s*'), 'g');
const MOBILE_QUERY = written(UPSTREAM_PATCHES.infimaMobileQuery.expects);
const DESKTOP_QUERY = written(UPSTREAM_PATCHES.themeDesktopQuery.expects);

/**
 * Puts the switch between the mobile drawer and the desktop layout exactly at
 * 996 px: narrower windows get the drawer, a 996 px window gets the desktop layout.
 * Docusaurus and Infima count 996 px itself as mobile, in CSS (`max-width: 996px`)
 * and in JS (`innerWidth > 996`); both are moved together, or the layout would
 * render one way and style itself the other.
 *
 * What it gives: the spec's breakpoint, a 996 px window with the desktop layout (tests/e2e/layout.spec.ts); it
 * costs no JavaScript (`npm run bench:size` reads the same without it). Its hook also sets the first size after
 * hydration in a transition (see useWindowSize.ts), which the theme's hook sets in one task.
 * Goes when: Infima and the theme's `useWindowSize` count 996 px as desktop, together.
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
            moduleTest(UPSTREAM_PATCHES.useWindowSize),
            path.join(__dirname, 'useWindowSize.ts'),
          ),
        ],
      };
    },
  };
}
