import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotpStep,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", 8 digits.
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcVectors)('matches the RFC 6238 SHA-1 vector at T=%i', (seconds, expected) => {
    expect(hotp(rfcKey, totpStep(seconds * 1000), 8)).toBe(expected);
  });

  it('gives the 6-digit code authenticator apps show (the last 6 digits of the vector)', () => {
    const secret = base32Encode(rfcKey);
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1111111109_000)).toBe('081804');
  });

  it('matches RFC 4226 HOTP values for counters 0 to 2', () => {
    expect([0, 1, 2].map((c) => hotp(rfcKey, c))).toEqual(['755224', '287082', '359152']);
  });

  it('accepts the step before and after now, and nothing further', () => {
    const secret = generateTotpSecret();
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(secret, now + offset * 30_000);
      expect(matchTotpStep(secret, code, now)).toBe(step + offset);
    }
    for (const offset of [-3, -2, 2, 3]) {
      const code = totpCode(secret, now + offset * 30_000);
      // A far code can collide with a near one by chance (1 in 10^6): only check when it does not.
      const near = [-1, 0, 1].map((o) => totpCode(secret, now + o * 30_000));
      if (!near.includes(code)) expect(matchTotpStep(secret, code, now)).toBeNull();
    }
  });

  it('refuses malformed codes and secrets', () => {
    const secret = generateTotpSecret();
    expect(matchTotpStep(secret, '12345', Date.now())).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', Date.now())).toBeNull();
    expect(matchTotpStep('not base32!', '123456', Date.now())).toBeNull();
  });

  it('makes 20-byte base32 secrets that decode back', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(rfcKey);
    expect(() => base32Decode('ABC1')).toThrow();
  });

  it('builds the otpauth URI with issuer NutriTest and the e-mail as label', () => {
    const uri = otpauthUri('ana@demo.uy', 'JBSWY3DPEHPK3PXP');
    expect(uri).toBe(
      'otpauth://totp/NutriTest:ana%40demo.uy?secret=JBSWY3DPEHPK3PXP&issuer=NutriTest&algorithm=SHA1&digits=6&period=30',
    );
  });
});
