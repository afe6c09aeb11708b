import type {ComponentProps, ComponentType} from 'react';
import {staticIsland} from '@site/src/framework/static-islands/staticIsland';
import {splitDefault} from '@site/src/framework/static-islands/chunks';
import type {LicenceParts} from './Live';

/**
 * The licence facts, as static islands: each reads the whole table of licences and sources, which no page needs
 * in the browser once the server has written its sentence or table (about 2 KB gzip of first-load JavaScript on
 * the pages that state a licence). Inline parts sit in a sentence, so their frame is a `span`.
 */
const code = splitDefault(require.resolveWeak('./Live'), () => import('./Live'));

function licenceIsland<K extends keyof LicenceParts>(part: K, inline: boolean) {
  type Props = ComponentProps<LicenceParts[K]> & object;
  return staticIsland<Props>(
    {
      now: () => code.now()?.[part] as ComponentType<Props> | undefined,
      load: () => code.load().then((parts) => parts[part] as ComponentType<Props>),
    },
    {mode: 'static', inline, placeholder: () => null},
  );
}

/** A licence's short name, linked to its text when it has one. */
export const LicenceName = licenceIsland('LicenceName', true);
/** The licence of a theme's data, for a sentence: "ODbL", or the per-source licences. */
export const ThemeLicence = licenceIsland('ThemeLicence', true);
/** The themes published under one licence as a whole: "base, buildings, divisions and transportation". */
export const ThemesUnder = licenceIsland('ThemesUnder', true);
/** Every theme with its licence and main sources, or with every source (`bySource`). */
export const ThemeLicenceTable = licenceIsland('ThemeLicenceTable', false);
/** The sources of one theme, each with its licence. */
export const SourceLicenceTable = licenceIsland('SourceLicenceTable', false);
/** Per theme: whether commercial use is allowed, and what each licence asks. */
export const ThemeUseList = licenceIsland('ThemeUseList', false);
