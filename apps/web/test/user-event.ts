// `@testing-library/user-event` as the component tests import it (aliased in vite.config.ts): the
// same library and API, set up differently in two ways, for `userEvent.setup()` and the direct calls
// (`userEvent.click(…)`) alike; only the direct `keyboard` and `pointer`, which hand back the keys' and
// pointer's state to chain and which no test uses, keep the library's defaults:
// - Without its pointer-events check. That check asks jsdom for the computed style of the target and
//   each of its ancestors on every click, and jsdom computes a style by matching every rule of every
//   style sheet Emotion inserted: about a quarter of the web suite's time (issue 19). What it guards
//   against (clicking through `pointer-events: none`) is the browser journeys' job, where real layout
//   exists.
// - Without a timer between two input events (`delay: null`). The default, 0, awaits a
//   `setTimeout(…, 0)` after each key and each pointer action, which Node runs after at least 1 ms of
//   an idle worker. The web project on one worker: 109 s → 100 s, measured in turn (issue 42); with
//   two workers the other one fills that time, and three pairs showed no difference. React still draws
//   after each event, and each call still ends with the turn of the event loop that Testing Library's
//   async wrapper gives it; what appears later than that (a lazy module, a form's asynchronous
//   validation) is waited for with findBy/waitFor, as a person would wait for it. A file that needs
//   time to pass between keys passes its own `delay` (with fake timers, `advanceTimers`).
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event/dist/esm/index.js';

type Options = Parameters<typeof userEventLib.setup>[0];
type Direct = typeof userEventLib;

const setup = (options?: Options) =>
  userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null, ...options });

const userEvent: Direct = {
  ...userEventLib,
  setup,
  clear: (element) => setup().clear(element),
  click: (element, options) => setup(options).click(element),
  dblClick: (element, options) => setup(options).dblClick(element),
  tripleClick: (element, options) => setup(options).tripleClick(element),
  hover: (element, options) => setup(options).hover(element),
  unhover: (element, options) => setup(options).unhover(element),
  paste: (data, options) => setup(options).paste(data),
  copy: (options) => setup(options).copy(),
  cut: (options) => setup(options).cut(),
  selectOptions: (select, values, options) => setup(options).selectOptions(select, values),
  deselectOptions: (select, values, options) => setup(options).deselectOptions(select, values),
  type: (element, text, options) => setup(options).type(element, text, options),
  upload: (element, files, options) => setup(options).upload(element, files),
  tab: (options) => setup().tab(options),
};

export default userEvent;
export * from '@testing-library/user-event/dist/esm/index.js';
