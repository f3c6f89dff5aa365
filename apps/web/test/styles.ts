/**
 * For a component test that asserts a style or a visibility that comes from CSS (a colour, an element
 * hidden by a class): the file's Emotion rules go into jsdom as in a browser (test/setup.ts leaves
 * them out by default, issue 19). Call at the top of the file, before anything renders.
 */
export function keepStyles() {
  (globalThis as { __keepStyles?: boolean }).__keepStyles = true;
}
