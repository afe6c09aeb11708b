/**
 * What the browser runs of the engine, imported as one lazily loaded chunk by
 * ./engineLoader.ts. Naming these exports (rather than importing `../engine` whole)
 * leaves out the index building, which only the build runs.
 */
export {openEngine, loadTerms, searchAsync, lettersOfText, shardKeysOfText} from '../engine';
