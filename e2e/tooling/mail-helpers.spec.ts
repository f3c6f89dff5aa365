import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { countEmails, nextEmail, outboxDir, waitForEmail } from '../mail';

// The journeys' mail helpers (mail.ts). A journey that reads a demo account's inbox once took an
// earlier journey's used code, the newest e-mail there while its own was still in the outbox: it
// must wait for the e-mail that arrives after its action, and the newest-e-mail helper must refuse
// a shared inbox.
test('[herramientas] los correos: se espera el que llega después de la acción, nunca uno anterior', async () => {
  await expect(waitForEmail('cliente@demo.uy', 'Tu código de verificación')).rejects.toThrow(/shared inbox/);

  const to = `herramientas.${Date.now()}@e2e.uy`;
  const files: string[] = [];
  const deliver = (code: string) => {
    const file = path.join(outboxDir, `${new Date().toISOString().replaceAll(':', '-')}-${code}-${to}.eml`);
    writeFileSync(file, `To: ${to}\nSubject: Tu código de verificación: ${code}\n\nTu código es ${code}.\n`);
    files.push(file);
  };
  mkdirSync(outboxDir, { recursive: true });
  try {
    deliver('111111'); // an earlier action's code, already used
    const before = countEmails(to, 'Tu código de verificación');
    expect(before).toBe(1);
    const late = setTimeout(() => deliver('222222'), 600); // this action's code, still being sent
    const mail = await nextEmail(to, 'Tu código de verificación', before);
    clearTimeout(late);
    expect(mail.subject).toContain('222222');
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
});
