import { describe, expect, it } from 'vitest';
import { changePasswordSchema, passwordSchema, registerRequestSchema } from './account-forms';
import { isCommonPassword } from './common-passwords';
import { COMMON_PASSWORDS } from './common-passwords.generated';
import { acceptInvitationSchema } from './invitations';
import { messages } from './messages.es';

describe('common passwords', () => {
  it('holds the 1,000 most common passwords, lower-cased and without repeats', () => {
    expect(COMMON_PASSWORDS).toHaveLength(1000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(1000);
    expect(COMMON_PASSWORDS.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    for (const word of COMMON_PASSWORDS) expect(word).toBe(word.toLowerCase());
  });

  it('recognises them whatever the letter case', () => {
    expect(isCommonPassword('abc123')).toBe(true);
    expect(isCommonPassword('ABC123')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('trustno1')).toBe(true);
    expect(isCommonPassword('Mate-con-bizcochos-7')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });

  it('does not hold the demo password, which only the seed uses', () => {
    expect(isCommonPassword('demo1234')).toBe(false);
  });

  it('is refused by the shared password schema with its own message, after the spec rule', () => {
    const common = passwordSchema.safeParse('Qwerty123');
    expect(common.success).toBe(false);
    expect(common.error?.issues.map((i) => i.message)).toEqual([messages.passwordTooCommon]);
    // A password that breaks the spec rule keeps the spec's message.
    const short = passwordSchema.safeParse('abc');
    expect(short.error?.issues.map((i) => i.message)).toContain(messages.passwordRule);
    expect(passwordSchema.safeParse('rambla-pocitos-8').success).toBe(true);
  });

  it('reaches every payload that sets a password', () => {
    const change = changePasswordSchema.safeParse({ oldPassword: 'x', newPassword: 'password1' });
    expect(change.error?.issues[0]?.path).toEqual(['newPassword']);
    expect(change.error?.issues[0]?.message).toBe(messages.passwordTooCommon);
    const register = registerRequestSchema.safeParse({
      account: { role: 'Business', email: 'a@b.uy', business: {} },
      password: 'letmein1',
    });
    expect(register.error?.issues.find((i) => i.path[0] === 'password')?.message).toBe(messages.passwordTooCommon);
    const accept = acceptInvitationSchema.safeParse({ password: '1q2w3e4r' });
    expect(accept.error?.issues.find((i) => i.path[0] === 'password')?.message).toBe(messages.passwordTooCommon);
  });
});
