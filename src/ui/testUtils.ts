import { virtual } from "@guidepup/virtual-screen-reader";

/**
 * Test helper: moves the virtual screen reader forward until the last spoken phrase
 * starts with `prefix`, failing after `maxSteps` so a missing phrase cannot hang a test.
 */
export async function readUntil(prefix: string, maxSteps = 60): Promise<string> {
  for (let step = 0; step < maxSteps; step++) {
    const phrase = await virtual.lastSpokenPhrase();
    if (phrase.startsWith(prefix)) return phrase;
    await virtual.next();
  }
  throw new Error(
    `The screen reader never said a phrase starting with "${prefix}": ${JSON.stringify(await virtual.spokenPhraseLog())}`,
  );
}
