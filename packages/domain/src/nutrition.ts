// The calculator, the options, the diets and the profile's type live in ./nutrition-calculator (no zod:
// the home page draws with them); the profile's schemas, one for the API, the form and the browser's
// stored copy, are zod/mini (./mini/nutrition: the home page checks the stored profile with them).
export * from './mini/nutrition';
export * from './nutrition-calculator';
