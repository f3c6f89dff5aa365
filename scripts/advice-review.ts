/**
 * Issue 18's advice review: prints the foods per rating for the six reference persons and, with
 * --write, regenerates the tables of docs/advice-review.md (between the advice-review markers).
 *   npx tsx scripts/advice-review.ts [--write]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  REVIEW_BEGIN,
  REVIEW_END,
  ratingCounts,
  referencePersons,
  reviewMarkdown,
} from '../packages/content/src/foods/advice-review';

for (const person of referencePersons) {
  const c = ratingCounts(person);
  console.log(`${person.id.padEnd(18)} ${c[0]}/${c[1]}/${c[2]}/${c[3]}`);
}

if (process.argv.includes('--write')) {
  const file = new URL('../docs/advice-review.md', import.meta.url);
  const doc = readFileSync(file, 'utf8');
  const start = doc.indexOf(REVIEW_BEGIN);
  const end = doc.indexOf(REVIEW_END);
  if (start < 0 || end < start) throw new Error('docs/advice-review.md has no advice-review markers');
  const next = `${doc.slice(0, start + REVIEW_BEGIN.length)}\n\n${reviewMarkdown()}\n${doc.slice(end)}`;
  writeFileSync(file, next);
  console.log('docs/advice-review.md updated');
}
