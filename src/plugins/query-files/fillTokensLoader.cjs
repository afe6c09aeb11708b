/**
 * Fills the release tokens of a query file (`options.tokens`, written as
 * `options.pattern` matches them). An unknown token is an authoring mistake: it
 * stops the build, naming the file and the tokens there are.
 */
module.exports = function fillTokensLoader(source) {
  const {tokens, pattern} = this.getOptions();
  return source.replace(new RegExp(pattern, 'g'), (match, name) => {
    if (Object.hasOwn(tokens, name)) return tokens[name];
    const known = Object.keys(tokens)
      .map((token) => `@@${token}@@`)
      .join(', ');
    throw new Error(`Unknown placeholder ${match} in ${this.resourcePath}. Known placeholders: ${known}.`);
  });
};
