import type { Wording } from '../../contract/wording.ts';

/** The titles of the product screen's two lists (spec §3 "Product info", `detail`). */
export const detailTitles: Readonly<Record<'requirements' | 'eligibility', Wording>> = {
  requirements: { en: 'Requirements', hi: 'ज़रूरतें' },
  eligibility: { en: 'Eligibility', hi: 'पात्रता' },
};
