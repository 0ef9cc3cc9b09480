/** Sample paragraphs (SPEC §3): common lowercase words, no punctuation (base layer only); together every letter. */
export const PARAGRAPHS: readonly string[] = [
  'the morning sun rose slowly over the quiet hills and painted the sky with soft shades of gold and pink ' +
    'a small bird sang from the branch of an old oak tree while the farmer walked across the field with his dog ' +
    'people in the village began to open their windows and get ready for another busy day',
  'learning to type quickly takes patience and steady practice every day start by placing your fingers ' +
    'on the home row and keep your eyes on the screen instead of the keys at first you may feel slow but each ' +
    'short session builds memory in your hands and soon the words will seem to flow on their own',
  'a jazz band played in the park last summer and crowds of people came to listen the music was lively and ' +
    'warm and children danced on the grass near the fountain an old man with a gray hat joined them and ' +
    'everyone laughed when he spun around twice before taking a bow to the cheering crowd',
  'the quick brown fox jumps over the lazy dog is a famous sentence because it uses every letter of the ' +
    'alphabet teachers often give it to students who want to check their typing skill it is short and easy ' +
    'to remember yet it still asks your fingers to reach for keys that you rarely use',
  'our team spent the whole weekend fixing the old boat that sat near the lake we sanded the wood painted ' +
    'the sides blue and replaced the broken seats by sunday evening the boat looked almost new and we pushed ' +
    'it into the water to see if it would float it did and we cheered loudly',
  'good habits are built one small step at a time if you want to read more try a few pages before bed if ' +
    'you want to be healthy take a short walk after lunch these tiny choices seem simple but over many months ' +
    'they add up and can change the shape of your whole life',
  'the city library opens early on weekdays and stays open late on friday visitors can borrow books watch ' +
    'films or join a quiet study group in the back room the staff are kind and always happy to help you find ' +
    'a rare novel or an extra copy of the local newspaper from years ago',
  'winter came early this year and the mountain roads were covered with thick snow by the end of october ' +
    'families gathered around warm fires and drank hot cocoa while the wind howled outside the windows some ' +
    'brave kids built a huge snowman in the yard and gave it a bright red scarf and a crooked smile',
  'technology changes quickly and new tools appear almost every month a good developer learns to adapt and ' +
    'keeps asking questions about how things work writing clear code testing each idea and explaining your ' +
    'work to others are skills that matter far more than knowing the latest trend or the newest language',
];
