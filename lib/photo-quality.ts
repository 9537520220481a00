/**
 * The qualities pictures are asked of the image optimizer at: next.config.ts
 * allows exactly these (any other answers 400), components ask for them.
 */
export const PHOTO_QUALITY = 75
/**
 * The phone photo's quality. In the mobile layout both photo bands (Hero,
 * CallToAction) lay an 80 % teal veil over it, which hides what 75 adds: at
 * 750 px the hero is 10.9 KB instead of 15.7, and a slow phone paints it
 * sooner (issue 40, docs/benchmark.md). The desktop photo keeps 75: on wide
 * screens the hero's veil thins to 45 % on the right.
 */
export const PHONE_PHOTO_QUALITY = 40
export const PHOTO_QUALITIES = [PHONE_PHOTO_QUALITY, PHOTO_QUALITY]
