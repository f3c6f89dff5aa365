import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the app started by playwright.config.ts writes its .eml files (DATA_DIR=.data-e2e). */
export const outboxDir = path.resolve(import.meta.dirname, '..', process.env.E2E_DATA_DIR ?? '.data-e2e', 'outbox');

export interface ReceivedEmail {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 §6.2).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function parse(file: string): ReceivedEmail {
  const raw = readFileSync(file, 'utf8');
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => unfolded.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  // The text/plain part comes first in our messages; decode it and the HTML alike.
  const text = decodeQuotedPrintable(body);
  const links = [...new Set([...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]))];
  return { file, to: header('To'), subject: decodeHeader(header('Subject')), text, links };
}

export function listEmails(): ReceivedEmail[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((f) => parse(path.join(outboxDir, f)));
}

const matching = (to: string, subject: string) =>
  listEmails().filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject.includes(subject));

/**
 * Waits for the newest e-mail to `to` whose subject contains `subject` (the worker polls every 2 s).
 * `timeout` for mails that wait on a job first (a fiscal receipt is issued, then rendered and sent).
 *
 * Only for an address this journey made: the newest such e-mail is then this journey's. The demo
 * accounts' inboxes are shared by every journey, where the newest e-mail may be an earlier journey's
 * (its code already used) while this one's is still in the outbox: those take `countEmails` before
 * the action and `nextEmail` after it.
 */
export async function waitForEmail(to: string, subject: string, { timeout = 15_000 } = {}): Promise<ReceivedEmail> {
  if (isSharedInbox(to)) throw new Error(`${to} is a demo account's shared inbox: use countEmails and nextEmail`);
  let found: ReceivedEmail | undefined;
  await expect
    .poll(
      () => {
        found = matching(to, subject).at(-1);
        return Boolean(found);
      },
      { timeout, message: `e-mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The demo data's accounts (…@demo.uy): every journey may write to them. */
const isSharedInbox = (to: string) => to.toLowerCase().endsWith('@demo.uy');

/** How many e-mails to `to` with `subject` are there now: taken before the action that sends one more. */
export const countEmails = (to: string, subject: string) => matching(to, subject).length;

/** The e-mail to `to` with `subject` that arrives after the `before` (countEmails) already there. */
export async function nextEmail(
  to: string,
  subject: string,
  before: number,
  { timeout = 20_000 } = {},
): Promise<ReceivedEmail> {
  await expect
    .poll(() => countEmails(to, subject), { timeout, message: `a new e-mail "${subject}" to ${to}` })
    .toBeGreaterThan(before);
  return matching(to, subject)[before]!;
}

/** The first link in the e-mail that contains `part` (e.g. '/verified'), relative to the app. */
export function linkIn(email: ReceivedEmail, part: string): string {
  const link = email.links.find((l) => l.includes(part));
  if (!link) throw new Error(`no link with ${part} in "${email.subject}": ${email.links.join(', ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
