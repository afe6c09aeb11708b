import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkReleaseTokens from '../../src/remark/release-tokens';
import {OVERTURE_RELEASE, SCHEMA_VERSION, athenaTable} from '../../src/data/release';

async function render(source: string, path = 'docs/page.mdx'): Promise<string> {
  const file = await compile({value: source, path}, {remarkPlugins: [remarkReleaseTokens]});
  return String(file);
}

describe('remark-release-tokens', () => {
  it('fills tokens in text, inline code, code blocks, link targets and element attributes', async () => {
    const output = await render(
      [
        'Current: **@@release@@**, schema `@@schema_version@@`.',
        '',
        '```sql',
        'SELECT * FROM overture.release.@@athena_release@@;',
        '```',
        '',
        '[notes](https://example.org/@@release@@/)',
        '',
        '<Card title="Release @@release@@" />',
      ].join('\n'),
    );
    expect(output).toContain(`Current: `);
    expect(output).toContain(OVERTURE_RELEASE);
    expect(output).toContain(SCHEMA_VERSION);
    expect(output).toContain(`overture.release.${athenaTable(OVERTURE_RELEASE)};`);
    expect(output).toContain(`https://example.org/${OVERTURE_RELEASE}/`);
    expect(output).toContain(`Release ${OVERTURE_RELEASE}`);
    expect(output).not.toContain('@@');
  });

  it('fails the build on an unknown token and names the file', async () => {
    await expect(render('Use @@latest@@.', 'docs/broken.mdx')).rejects.toThrow(/@@latest@@ in docs\/broken\.mdx/);
  });
});
