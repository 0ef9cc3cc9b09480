import type { Model, mongo } from 'mongoose';

/** The model's collection typed by its document: `Model.collection` is typed for ObjectId `_id`s, ours are strings. */
export function collectionOf<Doc extends mongo.Document>(model: Model<Doc>): mongo.Collection<Doc> {
  return model.db.collection<Doc>(model.collection.collectionName);
}
