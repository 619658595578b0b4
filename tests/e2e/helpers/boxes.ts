import { expect, type Locator } from '@playwright/test';

/** Asserts `cover` (a toast) and each of `parts` are apart on the page: one wholly above the other. */
export async function expectApart(cover: Locator, parts: readonly Locator[]): Promise<void> {
  const over = (await cover.boundingBox())!;
  for (const part of parts) {
    const read = (await part.boundingBox())!;
    expect(over.y + over.height <= read.y || read.y + read.height <= over.y, 'toast apart from it').toBe(
      true,
    );
  }
}
