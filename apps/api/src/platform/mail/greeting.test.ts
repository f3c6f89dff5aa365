import { describe, expect, it } from 'vitest';
import { emailTemplates, hello } from './templates';

// Issue 41, item 10: refund e-mails greeted "Hola Hola" (a caller passed 'Hola' as the missing name).
describe('greetings', () => {
  it('say the name, or only "Hola" when it is unknown', () => {
    expect(hello('Ana')).toBe('Hola Ana');
    expect(hello(' Ana ', true)).toBe('¡Hola Ana!');
    for (const missing of ['', '  ', null, undefined, 'Hola', 'hola']) expect(hello(missing)).toBe('Hola');
  });

  it('never double the greeting in the templates that take a name', () => {
    const common = { supportEmail: 'soporte@nutritest.uy' };
    for (const firstName of ['', 'Hola']) {
      const mails = [
        emailTemplates.notice({ ...common, firstName, subject: 'Devolución', paragraphs: ['x'] }),
        emailTemplates.kitStage({ ...common, firstName, stage: 'results_ready', dashboardUrl: 'http://x/dashboard' }),
        emailTemplates.temporaryPassword({ ...common, firstName, temporaryPassword: 'x', loginUrl: 'http://x/login' }),
      ];
      for (const mail of mails) {
        expect(mail.text).not.toMatch(/Hola\s+Hola/i);
        expect(mail.html).not.toMatch(/Hola\s+Hola/i);
      }
    }
  });
});
