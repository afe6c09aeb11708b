// A bundler loader for the patches that rewrite upstream text (see upstream.ts):
// it replaces `find` with `replace` in the module, and stops the build, naming the
// patch, when `find` is not there exactly once, so a changed upstream file cannot
// slip through unpatched.
module.exports = function replaceText(source) {
  const {name, find, replace} = this.getOptions();
  const occurrences = source.split(find).length - 1;
  if (occurrences !== 1) {
    throw new Error(`src/framework: ${name} expects its text once in ${this.resourcePath}, found ${occurrences}.`);
  }
  return source.replace(find, () => replace);
};
