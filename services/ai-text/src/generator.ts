/** `@typing/ai-text-service/generator`: the built-in generator alone (no Nest), for the quality bench. */
export { BuiltinGenerator, type GenerateOptions, type Random } from './builtin-generator';
export { WordListGenerator } from './word-list-generator';
export { isKnownWord, mostCommon, practiceVocabulary, rankedWords } from './word-list';
export { practiceKeys, weakKeyDensity } from './weak-keys';
export { wholeSentencesOf, wholeSentenceShare } from '@typing/practice-content';
