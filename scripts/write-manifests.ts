/**
 * `npm run manifests`: after `npm run build`, writes the route manifest and the blog
 * manifest (`tests/manifests/*.json`) from what the build knows. Run it when a page
 * or a post is added, moved or removed, and commit the change with the page: the
 * diff shows every address that appears or goes.
 */
import {existsSync, writeFileSync} from 'node:fs';
import {format, resolveConfig} from 'prettier';
import {builtPosts, builtRoutes, draftRoutes, type RouteManifest} from '../tests/manifests/fromBuild';

/** Written as Prettier would, so `npm run lint` passes on a fresh manifest. */
async function write(file: string, data: unknown): Promise<void> {
  const options = {...(await resolveConfig(file)), filepath: file};
  writeFileSync(file, await format(JSON.stringify(data), options));
}

async function main(): Promise<void> {
  if (!existsSync('build/index.html')) {
    console.error('No production build found in build/. Run `npm run build` first.');
    process.exit(1);
  }
  const routes: RouteManifest = {published: builtRoutes(), drafts: draftRoutes()};
  const posts = builtPosts();
  await write('tests/manifests/routes.json', routes);
  await write('tests/manifests/blog-posts.json', posts);
  console.log(
    `tests/manifests: ${routes.published.length} published routes, ${routes.drafts.length} drafts, ${posts.length} posts`,
  );
}

void main();
