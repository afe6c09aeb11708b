// A build-time fix for DocSearch 3.9.0 (pinned in package.json): when a search
// fails, its bundled autocomplete sets the status to "error" and then, in a
// `finally`, straight back to "idle", so the modal shows "No results" instead of
// its "Unable to fetch results" screen. This keeps the error status when there is
// one. The exact code is matched; if DocSearch changes, the build stops here.
const FINALLY = 'finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const FIXED = 'finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

module.exports = function keepErrorStatus(source) {
  if (!source.includes(FINALLY)) {
    throw new Error('DocSearch changed: the fix that keeps its error screen no longer applies (src/plugins/search).');
  }
  return source.replace(FINALLY, FIXED);
};
