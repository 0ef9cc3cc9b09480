// One DiceBear style per module, so each loads as its own chunk (see ../dicebear.ts).
export { avataaarsNeutral as style } from '@dicebear/collection';
