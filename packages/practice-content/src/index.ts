export {
  englishExamPassages,
  englishFrequencyList,
  englishSentences,
  mobyDickPassages,
  spanishFrequencyList,
  type ExamPassage,
  type Passage,
} from './content';
export { plainWords } from './plain-words';
export {
  ENGLISH_ALPHABET,
  SentencePicker,
  type PreparedSentence,
  type Random,
  type Sentence,
  type SentenceAlphabet,
} from './sentence-picker';
export { wholeSentencesOf, wholeSentenceShare } from './whole-sentences';
