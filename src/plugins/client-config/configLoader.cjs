// Rewrites the generated site config (.docusaurus/docusaurus.config.mjs) for the
// browser bundle: the keys in `options.buildOnly` configure the build and server
// rendering, and no browser code reads them, so they leave every page's main bundle.
// Stops the build when the file does not have the shape the core writes (see
// UPSTREAM_PATCHES.siteConfigModule), rather than ship a config it could not read.
const PREFIX = 'export default ';

module.exports = function clientConfig(source) {
  const {buildOnly} = this.getOptions();
  const start = source.indexOf(PREFIX);
  const end = source.lastIndexOf('};');
  let config;
  try {
    config = JSON.parse(source.slice(start + PREFIX.length, end + 1));
  } catch (error) {
    throw new Error(`src/plugins/client-config: ${this.resourcePath} is not "export default <JSON>;" (${error})`);
  }
  if (start === -1 || typeof config !== 'object' || config === null || !('themeConfig' in config)) {
    throw new Error(`src/plugins/client-config: ${this.resourcePath} does not export the site config as expected.`);
  }
  for (const key of buildOnly) delete config[key];
  return `${PREFIX}${JSON.stringify(config)};\n`;
};
