import type {SearchIndexFile} from '../../src/plugins/search/engine';
import {partFile} from '../../src/plugins/search/engine/indexFile';

/** A part of an index by its file name in the index's folder (partFile), as the build writes it; null for none. */
export function indexPart(file: SearchIndexFile, name: string): unknown {
  if (name === partFile.dictionary) return file.meta.dictionary;
  const shard = Object.keys(file.shards).find((key) => partFile.shard(key) === name);
  if (shard !== undefined) return file.shards[shard];
  const chunk = file.chunks.findIndex((_, number) => partFile.text(number) === name);
  if (chunk >= 0) return file.chunks[chunk];
  const letter = Object.keys(file.thesaurus).find((each) => partFile.thesaurus(each) === name);
  return letter === undefined ? null : file.thesaurus[letter];
}
