export { applyEdit, type TextEdit } from './edit';
export { HindiKeyEmulator, type HindiEmulatorOptions } from './emulator';
export { keySequenceFor } from './key-sequence';
export {
  HINDI_LAYOUT_IDS,
  isHindiLayoutId,
  KEY_LAYERS,
  TYPING_ORDERS,
  keyOf,
  keyOutput,
  layerOf,
  type HindiLayout,
  type HindiLayoutId,
  type KeyLayer,
  type KeyOutputs,
  type KeyTable,
  type PhysicalKey,
  type TypingOrder,
} from './layout';
export { hindiLayouts } from './layouts/all';
export { keyLegend } from './legend';
export { OsInputReader, keyboardTypesDevanagari, type KeyDown, type TextInput } from './os-input';
export { isLessonKeyOf, keyIdName, keyIdOf, physicalKeyOf } from './lessons/key-id';
export { HOME_ROW_CODES, hindiLessonLanguage, type HindiLessonLanguage } from './lessons/lesson-language';
export {
  HindiLessonTyping,
  hindiLessonLine,
  lessonClusters,
  SPACE_KEY_ID,
  type ClusterState,
  type HindiLessonLine,
  type HindiLessonView,
  type LessonCluster,
} from './lessons/lesson-line';
export { HindiKeyTyping, NO_KEY } from './hindi-test';
export { logCharOf, physicalKeyOfLogChar } from './key-log-chars';
export { replayHindiKeyLog } from './replay';
export { KEY_DEPRESSIONS_PER_WORD, keyDepressionSpeed, type KeyDepressionSpeed } from './key-depressions';
