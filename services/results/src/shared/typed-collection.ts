import type { Model, mongo } from 'mongoose';

/**
 * The model's collection, typed by its document. `Model.collection` is typed as holding any document, whose `_id`
 * the driver's types then take for an ObjectId (ours are strings); the connection hands back that same collection.
 */
export function collectionOf<Doc extends mongo.Document>(model: Model<Doc>): mongo.Collection<Doc> {
  return model.db.collection<Doc>(model.collection.collectionName);
}
