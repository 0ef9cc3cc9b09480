import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { LessonProgressDto, SaveLessonRequest } from '@typing/contracts';
import { isDuplicateKey } from '@typing/service-kit';
import {
  afterLesson,
  DEFAULT_LANGUAGE,
  LETTER_LESSON_LANGUAGES,
  type LessonKeyLanguage,
  type LessonProgress,
  newLessonProgress,
  withTargetWpm,
} from '@typing/typing-core';
import { HINDI_LAYOUT_IDS } from '@typing/typing-core/hindi';
import type { Model, mongo } from 'mongoose';
import { collectionOf } from '../shared/typed-collection';
import { lessonLanguageOf, type LessonTrack } from './lesson-languages';
import { LessonProgressDoc } from './lesson-progress.schema';

/** Client ids of a member's last lessons kept for retries (a retry comes within seconds). */
const REMEMBERED_LESSONS = 50;
/** Saves of one member race only across their own devices: a few attempts settle them. */
const ATTEMPTS = 10;

const progressOf = (doc: LessonProgressDoc | null, language: LessonKeyLanguage): LessonProgressDto =>
  doc
    ? {
        targetWpm: doc.targetWpm,
        keysInPlay: doc.keysInPlay,
        keys: doc.keys,
        lessons: doc.lessons,
        history: doc.history ?? [],
      }
    : newLessonProgress(undefined, language);

/** English keeps the bare user id, as before languages; Hindi adds its layout (`<user>:hi:inscript`). */
const docId = (userId: string, { language = DEFAULT_LANGUAGE, layout }: LessonTrack) =>
  language === DEFAULT_LANGUAGE ? userId : [userId, language, ...(layout ? [layout] : [])].join(':');

const allTracks: LessonTrack[] = [
  ...LETTER_LESSON_LANGUAGES.map((language) => ({ language })),
  ...HINDI_LAYOUT_IDS.map((layout) => ({ language: 'hi' as const, layout })),
];

/** Optimistic read-compute-write guarded by `version`; the client id goes in the same write, so a save counts once. */
@Injectable()
export class LessonStore {
  private readonly docs: mongo.Collection<LessonProgressDoc>;

  constructor(@InjectModel(LessonProgressDoc.name) model: Model<LessonProgressDoc>) {
    this.docs = collectionOf(model);
  }

  async progress(userId: string, track: LessonTrack): Promise<LessonProgressDto> {
    return progressOf(await this.read(docId(userId, track)), lessonLanguageOf(track));
  }

  saveLesson(userId: string, lesson: SaveLessonRequest): Promise<LessonProgressDto> {
    const language = lessonLanguageOf(lesson);
    return this.change(docId(userId, lesson), language, (doc, progress) => {
      if (doc?.recentClientIds.includes(lesson.clientId)) return null; // a retry: already counted
      const next = afterLesson(withTargetWpm(progress, lesson.targetWpm), lesson.keys, language);
      const recentClientIds = [...(doc?.recentClientIds ?? []), lesson.clientId].slice(-REMEMBERED_LESSONS);
      return { ...next, recentClientIds };
    });
  }

  setTarget(userId: string, targetWpm: number, track: LessonTrack): Promise<LessonProgressDto> {
    return this.change(docId(userId, track), lessonLanguageOf(track), (doc, progress) => ({
      ...withTargetWpm(progress, targetWpm),
      recentClientIds: doc?.recentClientIds ?? [],
    }));
  }

  async deleteUser(userId: string): Promise<void> {
    await this.docs.deleteMany({
      _id: { $in: allTracks.map((track) => docId(userId, track)) },
    });
  }

  private read(id: string): Promise<LessonProgressDoc | null> {
    return this.docs.findOne<LessonProgressDoc>({ _id: id });
  }

  private async change(
    id: string,
    language: LessonKeyLanguage,
    compute: (
      doc: LessonProgressDoc | null,
      progress: LessonProgress,
    ) => (LessonProgress & { recentClientIds: string[] }) | null,
  ): Promise<LessonProgressDto> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const doc = await this.read(id);
      const fields = compute(doc, progressOf(doc, language));
      if (fields === null) return progressOf(doc, language);
      if (doc === null) {
        try {
          await this.docs.insertOne({ _id: id, version: 1, ...fields });
          return progressOf({ _id: id, version: 1, ...fields }, language);
        } catch (error) {
          if (!isDuplicateKey(error)) throw error;
          continue; // another device saved first: apply to its progress
        }
      }
      const { matchedCount } = await this.docs.updateOne(
        { _id: id, version: doc.version },
        { $set: { ...fields, version: doc.version + 1 } },
      );
      if (matchedCount > 0) return progressOf({ ...doc, ...fields }, language);
    }
    throw new Error(`lesson progress ${id} kept changing; not saved`);
  }
}
