import type { CardBrand } from '@nutritest/domain';

/** Issuer images of the sandbox, drawn here (no third-party assets). */
export const brandImages: Record<CardBrand, string> = {
  visa: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 38" role="img" aria-label="Visa"><title>Visa</title><rect width="60" height="38" rx="5" fill="#1a1f71"/><text x="30" y="25" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" font-style="italic" font-size="15" fill="#fff">VISA</text></svg>`,
  mastercard: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 38" role="img" aria-label="Mastercard"><title>Mastercard</title><rect width="60" height="38" rx="5" fill="#222"/><circle cx="24" cy="19" r="10" fill="#eb001b"/><circle cx="36" cy="19" r="10" fill="#f79e1b" fill-opacity="0.9"/></svg>`,
  oca: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 38" role="img" aria-label="OCA"><title>OCA</title><rect width="60" height="38" rx="5" fill="#0a3d91"/><text x="30" y="25" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="15" fill="#ffd200">OCA</text></svg>`,
};
