import type {APIRequestContext} from '@playwright/test';
import * as cheerio from 'cheerio';
import {test, expect, hydrated} from './fixtures';
import {BLOG_POSTS, BLOG_POSTS_PER_PAGE, BLOG_TAGS, postsTagged} from '../blog-manifest';
import {childText, childrenNamed, parseXml, type XmlElement} from '../support/xml';

const FEED_SIZE = 20;
const SIDEBAR_SIZE = 20;

async function html(request: APIRequestContext, route: string): Promise<cheerio.CheerioAPI> {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  return cheerio.load(await response.text());
}

/**
 * The post titles a list page shows, in order, with whether each has a link to read on
 * that names the post in its text (crawlers judge a link by its text, not its aria-label).
 */
function listedPosts($: cheerio.CheerioAPI): {title: string; readMore: boolean}[] {
  return $('main article')
    .toArray()
    .map((article) => {
      const title = $(article).find('h2').first().text().trim();
      const links = $(article)
        .find('a')
        .filter((_, link) => $(link).text() === `Read more about ${title}`);
      return {title, readMore: links.length === 1};
    });
}

/** A list and its numbered pages: `/blog/`, `/blog/page/2/`… */
function pageRoutes(base: string, count: number): string[] {
  return Array.from({length: Math.ceil(count / BLOG_POSTS_PER_PAGE)}, (_, index) =>
    index === 0 ? base : `${base}page/${index + 1}/`,
  );
}

test.describe('the blog lists', () => {
  test('show every post newest first, 10 per page, as summaries', async ({request}) => {
    const routes = pageRoutes('/blog/', BLOG_POSTS.length);
    expect(routes).toEqual(['/blog/', '/blog/page/2/', '/blog/page/3/', '/blog/page/4/']);
    const listed = [];
    for (const route of routes) listed.push(listedPosts(await html(request, route)));
    expect(listed.map((page) => page.length)).toEqual([10, 10, 10, 4]);
    expect(listed.flat().map((post) => post.title)).toEqual(BLOG_POSTS.map((post) => post.title));
    expect(listed.flat().filter((post) => !post.readMore)).toEqual([]);
  });

  test('give each tag a page that lists exactly its posts, the releases tag over three pages', async ({request}) => {
    const index = await html(request, '/blog/tags/');
    for (const tag of BLOG_TAGS) {
      const tagged = postsTagged(tag);
      expect(index(`main a[href="/blog/tags/${tag}/"]`).text()).toContain(String(tagged.length));
      const titles = [];
      for (const route of pageRoutes(`/blog/tags/${tag}/`, tagged.length)) {
        titles.push(...listedPosts(await html(request, route)).map((post) => post.title));
      }
      expect(titles, tag).toEqual(tagged.map((post) => post.title));
    }
    expect(pageRoutes('/blog/tags/releases/', postsTagged('releases').length)).toHaveLength(3);
  });

  test('the archive lists every post under its year', async ({request}) => {
    const $ = await html(request, '/blog/archive/');
    // The heading's anchor link adds a zero-width space to its text.
    const years = $('main h2')
      .toArray()
      .map((heading) =>
        $(heading)
          .text()
          .replace(/\u200b/g, '')
          .trim(),
      );
    expect(years).toEqual(['2025', '2024', '2023']);
    const linked = $('main a[href^="/blog/"]')
      .toArray()
      .map((link) => $(link).attr('href'));
    expect(linked).toEqual(expect.arrayContaining(BLOG_POSTS.map((post) => post.route)));
  });

  test('the archive is titled once, and lists each year newest first, like the years', async ({request}) => {
    const $ = await html(request, '/blog/archive/');
    expect($('main h1').text()).toBe('Blog archive');
    expect($('main p').first().text()).not.toBe('Blog archive');
    const listed = $('main section li a')
      .toArray()
      .map((link) => $(link).attr('href'));
    const listedPosts = BLOG_POSTS.filter((post) => listed.includes(post.route)).map((post) => post.route);
    expect(listed).toEqual(listedPosts);
    expect($('main a[href="/blog/tags/"]')).toHaveLength(1);
  });

  for (const route of ['/blog/', '/blog/page/2/', BLOG_POSTS[0].route, BLOG_POSTS[BLOG_POSTS.length - 1].route]) {
    test(`${route} links the archive and the tags`, async ({request}) => {
      const $ = await html(request, route);
      expect($('a[href="/blog/archive/"]').length, 'archive').toBeGreaterThan(0);
      expect($('a[href="/blog/tags/"]').length, 'tags').toBeGreaterThan(0);
    });
  }

  test('the sidebar links the 20 latest posts, grouped by year', async ({request}) => {
    const $ = await html(request, BLOG_POSTS[BLOG_POSTS.length - 1].route);
    const sidebar = $('aside nav');
    const links = sidebar
      .find('[role="group"] a')
      .toArray()
      .map((link) => $(link).attr('href'));
    expect(links).toEqual(BLOG_POSTS.slice(0, SIDEBAR_SIZE).map((post) => post.route));
    const years = new Set(BLOG_POSTS.slice(0, SIDEBAR_SIZE).map((post) => post.date.slice(0, 4)));
    expect(
      sidebar
        .find('[role="group"] > :header')
        .toArray()
        .map((heading) => $(heading).text().trim()),
    ).toEqual([...years]);
  });

  test('a summary leads to its post', async ({page}) => {
    await page.goto('/blog/page/3/');
    await hydrated(page);
    const post = BLOG_POSTS[2 * BLOG_POSTS_PER_PAGE];
    await page.getByRole('link', {name: `Read more about ${post.title}`}).click();
    await expect(page).toHaveURL(new RegExp(`${post.route.replace(/\./g, '\\.')}$`));
    await expect(page.locator('h1')).toHaveText(post.title);
  });
});

test('every post is at its address with its title and date', async ({request}) => {
  for (const post of BLOG_POSTS) {
    const $ = await html(request, post.route);
    expect($('h1').text().trim(), post.route).toBe(post.title);
    expect($('article time').attr('datetime'), post.route).toMatch(new RegExp(`^${post.date}`));
  }
});

test.describe('the feeds', () => {
  async function feed(request: APIRequestContext, route: string): Promise<XmlElement> {
    const response = await request.get(route);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    return parseXml(await response.text());
  }

  const latest = BLOG_POSTS.slice(0, FEED_SIZE);

  test('RSS 2.0 lists the latest posts with the elements the format requires', async ({request}) => {
    const rss = await feed(request, '/blog/rss.xml');
    expect(rss.name).toBe('rss');
    expect(rss.attributes.version).toBe('2.0');
    const [channel] = childrenNamed(rss, 'channel');
    for (const name of ['title', 'link', 'description']) expect(childText(channel, name)).not.toBe('');
    const items = childrenNamed(channel, 'item');
    expect(items.map((item) => new URL(childText(item, 'link')).pathname)).toEqual(latest.map((post) => post.route));
    items.forEach((item, index) => {
      expect(childText(item, 'title')).toBe(latest[index].title);
      expect(childText(item, 'guid')).not.toBe('');
      const published = childText(item, 'pubDate');
      expect(published).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(new Date(published).toISOString().slice(0, 10)).toBe(latest[index].date);
    });
  });

  test('Atom lists the latest posts, each with id, title, updated, link and author', async ({request}) => {
    const atom = await feed(request, '/blog/atom.xml');
    expect(atom.name).toBe('feed');
    expect(atom.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    for (const name of ['id', 'title', 'updated']) expect(childText(atom, name)).not.toBe('');
    const entries = childrenNamed(atom, 'entry');
    expect(entries.map((entry) => new URL(childText(entry, 'id')).pathname)).toEqual(latest.map((post) => post.route));
    expect(new Set(entries.map((entry) => childText(entry, 'id'))).size).toBe(entries.length);
    for (const entry of entries) {
      expect(childText(entry, 'title')).not.toBe('');
      expect(Number.isNaN(Date.parse(childText(entry, 'updated')))).toBe(false);
      expect(childText(entry, 'updated')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(childrenNamed(entry, 'link')[0]?.attributes.href).toMatch(/^https?:\/\//);
      expect(childText(childrenNamed(entry, 'author')[0], 'name')).not.toBe('');
    }
  });

  test('the blog, a post, the archive and the release calendar link every feed, which answer', async ({request}) => {
    const post = BLOG_POSTS[0].route;
    for (const route of ['/blog/', post, '/blog/archive/', '/release-calendar/']) {
      const $ = await html(request, route);
      const feeds = $('main a[type$="+xml"], main a[type$="+json"]')
        .map((_, link) => ({href: $(link).attr('href'), type: $(link).attr('type'), text: $(link).text()}))
        .get();
      // A post links the RSS feed among its page actions; the others name all three in a sentence.
      const expected = route === post ? ['/blog/rss.xml'] : ['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json'];
      expect(
        feeds.map((feed) => feed.href),
        route,
      ).toEqual(expected);
      for (const feed of feeds) {
        const response = await request.get(feed.href!);
        expect(response.status(), feed.href).toBe(200);
        expect(response.headers()['content-type'], feed.href).toContain(feed.type!.split('+')[1]);
      }
    }
  });

  test("carry each post's content without the site's internals", async ({request}) => {
    for (const route of ['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']) {
      const text = await (await request.get(route)).text();
      expect(text, route).not.toMatch(/class=|&lt;svg|<svg|&lt;button|<button|data-twin|hash-link/);
      // Code blocks keep their lines, as text.
      expect(text, route).toContain("SET s3_region = 'us-west-2';");
    }
  });

  test('pages announce the feeds to readers that discover them', async ({request}) => {
    const $ = await html(request, '/blog/');
    expect($('link[rel="alternate"][type="application/rss+xml"]').attr('href')).toBe('/blog/rss.xml');
    expect($('link[rel="alternate"][type="application/atom+xml"]').attr('href')).toBe('/blog/atom.xml');
  });
});
