// The docs plugin sends every docs page one module with the whole version: each
// sidebar, and for each doc its id, title, sidebar and description. Only DocCard
// reads the descriptions (no page of this site uses it), and they are most of the
// module's weight, so they are dropped here. A page's own description is unaffected:
// it comes with that page's metadata.
module.exports = function dropDescriptions(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs) return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
};
