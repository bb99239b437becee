// The Publishing panel can show two Review buttons for the same person's draft: one under Drafts
// waiting (publish it, as handed off) and one under Reviews for you (comment, approve or send back).
// Each has a name of its own, so a screen reader's list of buttons tells them apart.
import { describe, expect, it } from 'vitest';
import { fill, text } from '../strings.ts';

describe('the Review buttons of the Publishing panel', () => {
  it('name a hand-off and a review differently, both starting with the word they show', () => {
    const handOff = fill(text.draftsWaiting.reviewLabel, { name: 'Eddie Edwards' });
    const review = fill(text.reviews.reviewLabel, { name: 'Eddie Edwards' });
    expect(review).not.toBe(handOff);
    // The visible word starts the name (WCAG 2.5.3, label in name).
    expect(handOff.startsWith(text.draftsWaiting.review)).toBe(true);
    expect(review.startsWith(text.reviews.review)).toBe(true);
  });
});
