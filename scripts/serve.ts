/**
 * The production server: `npm run serve [-- --port 3000 --host 127.0.0.1 --dir build]`.
 * Binds to loopback unless told otherwise.
 */
import http from 'node:http';
import {parseArgs} from 'node:util';
import {createSiteHandler} from '../server/siteHandler';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});

const baseUrl = process.env.DOCUSAURUS_BASE_URL || '/';

function start(): void {
  let handler;
  try {
    handler = createSiteHandler({dir: values.dir, baseUrl});
  } catch (error) {
    console.error(`Cannot serve "${values.dir}": ${(error as Error).message}\nRun \`npm run build\` first.`);
    process.exit(1);
  }
  http.createServer(handler).listen(Number(values.port), values.host, () => {
    console.log(`Serving ${values.dir} at http://${values.host}:${values.port}${baseUrl}`);
  });
}

start();
