import type {SearchIndexFile, StoredMeta} from '../../src/plugins/search/engine';
import {partFile} from '../../src/plugins/search/engine/indexFile';
import {byLetter} from '../../src/plugins/search/engine/loadIndex';
import {encodeShardMask} from '../../src/plugins/search/engine/partFiles';

/** A part of an index by its file name in the index's folder (partFile), as the build writes it; null for none. */
export function indexPart(file: SearchIndexFile, name: string): unknown {
  const dictionary = [...byLetter(file.meta.dictionary)].find(([letter]) => partFile.dictionary(letter) === name);
  if (dictionary) return dictionary[1];
  const shard = Object.keys(file.shards).find((key) => partFile.shard(key) === name);
  if (shard !== undefined) return file.shards[shard];
  const chunk = file.chunks.findIndex((_, number) => partFile.text(number) === name);
  if (chunk >= 0) return file.chunks[chunk];
  const letter = Object.keys(file.thesaurus).find((each) => partFile.thesaurus(each) === name);
  return letter === undefined ? null : file.thesaurus[letter];
}

/** The index's meta file as the build writes it: its dictionary left to the parts, its letters and shards named. */
export function storedMeta({meta: {dictionary, ...meta}, shards}: SearchIndexFile): StoredMeta {
  return {...meta, letters: [...byLetter(dictionary).keys()], shards: encodeShardMask(Object.keys(shards))};
}
