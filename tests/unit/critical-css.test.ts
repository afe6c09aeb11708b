import {mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {inlineCriticalCss} from '../../src/framework/critical-css';

const STYLESHEET = [
  '.navbar{height:60px}',
  '.unused-widget{color:red}',
  '[data-theme=dark] .navbar{background:#111}',
  '@media (max-width:996px){.navbar{height:56px}}',
  String.raw`:root{--separator:url("data:image/svg+xml;utf8,<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>")}`,
].join('');

const PAGE = `<!doctype html><html lang=en><head><meta charset=UTF-8><title>T</title>
<link rel=stylesheet href=/assets/css/styles.abc.css>
<script src=/assets/js/runtime~main.abc.js defer></script><script src=/assets/js/main.abc.js defer></script>
<script>document.documentElement.setAttribute("data-theme","light")</script></head>
<body><nav class=navbar>Site</nav><main><p>Text</p></main></body></html>`;

function build(): string {
  const outDir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
  mkdirSync(path.join(outDir, 'assets/css'), {recursive: true});
  writeFileSync(path.join(outDir, 'assets/css/styles.abc.css'), STYLESHEET);
  mkdirSync(path.join(outDir, 'assets/js'));
  writeFileSync(path.join(outDir, 'assets/js/main.abc.js'), 'document.body.className="ready"');
  mkdirSync(path.join(outDir, 'page'));
  writeFileSync(path.join(outDir, 'page/index.html'), PAGE);
  return outDir;
}

describe('critical CSS in every built page', () => {
  it("inlines the rules the page's markup uses and the dark theme's, and loads the stylesheet after the content", async () => {
    const outDir = build();
    await inlineCriticalCss(outDir, '/');
    const html = readFileSync(path.join(outDir, 'page/index.html'), 'utf8');
    const [head, body] = html.split('</head>');
    const inline = /<style>(.*?)<\/style>/s.exec(head)?.[1] ?? '';
    expect(inline).toContain('.navbar{height:60px}');
    expect(inline).toContain('[data-theme=dark] .navbar{background:#111}');
    expect(inline).toContain('@media (max-width:996px){.navbar{height:56px}}');
    expect(inline).not.toContain('unused-widget');
    // A data URI with escaped quotes arrives whole, not resolved against the stylesheet's folder.
    expect(inline).toContain(
      String.raw`--separator:url('data:image/svg+xml;utf8,<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>')`,
    );
    expect(head).not.toMatch(/<link[^>]+stylesheet/);
    const rest = /<\/main><link rel=stylesheet href=(\/assets\/css\/styles\.abc\.rest\.[0-9a-f]{8}\.css)><\/body>/.exec(
      body,
    );
    expect(rest, 'a link to the rest of the stylesheet at the end of the body').not.toBeNull();
    // What the page does not use, and nothing it does: those rules are inline already.
    expect(readFileSync(path.join(outDir, rest![1]), 'utf8')).toBe('.unused-widget{color:red}');
  });

  it('writes one rest for the pages that use the same rules', async () => {
    const outDir = build();
    mkdirSync(path.join(outDir, 'other'));
    writeFileSync(path.join(outDir, 'other/index.html'), PAGE.replace('<p>Text</p>', '<p class=unused-widget>New</p>'));
    await inlineCriticalCss(outDir, '/');
    const restOf = (page: string) =>
      /<link rel=stylesheet href=([^>]+)><\/body>/.exec(readFileSync(path.join(outDir, page), 'utf8'))![1];
    expect(restOf('other/index.html')).not.toBe(restOf('page/index.html'));
    const sheets = readdirSync(path.join(outDir, 'assets/css')).filter((name) => name.includes('.rest.'));
    expect(sheets).toHaveLength(2);
  });

  it('keeps inline scripts byte for byte, so the security headers still hash what the page runs', async () => {
    const outDir = build();
    await inlineCriticalCss(outDir, '/');
    const html = readFileSync(path.join(outDir, 'page/index.html'), 'utf8');
    expect(html).toContain('<script>document.documentElement.setAttribute("data-theme","light")</script>');
  });

  it('changes nothing else in the page, so hydration finds the markup the server rendered', async () => {
    const outDir = build();
    await inlineCriticalCss(outDir, '/');
    const html = readFileSync(path.join(outDir, 'page/index.html'), 'utf8');
    const link = '<link rel=stylesheet href=/assets/css/styles.abc.css>';
    const undone = html
      .replace(/<link rel=stylesheet href=\/assets\/css\/styles\.abc\.rest\.\w+\.css><\/body>/, '</body>')
      .replace(/<style>.*?<\/style>/s, link);
    expect(undone).toBe(PAGE);
  });
});
