/** `@typing/ai-text-service/generator`: the built-in generator alone (no Nest), for the quality bench. */
export { BuiltinGenerator, type Random } from './builtin-generator';
export { isKnownWord, mostCommon, practiceVocabulary, rankedWords } from './word-list';
export { practiceKeys, weakKeyDensity } from './weak-keys';
