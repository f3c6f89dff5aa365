// `@testing-library/user-event` as the component tests import it (aliased in vite.config.ts): the
// same library and API, set up without its pointer-events check. That check asks jsdom for the
// computed style of the target and each of its ancestors on every click, and jsdom computes a
// style by matching every rule of every style sheet Emotion inserted: about a quarter of the web
// suite's time (issue 19). What it guards against (clicking through `pointer-events: none`) is the
// browser journeys' job, where real layout exists.
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event/dist/esm/index.js';

type Options = Parameters<typeof userEventLib.setup>[0];

const userEvent: typeof userEventLib = {
  ...userEventLib,
  setup: (options?: Options) => userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options }),
};

export default userEvent;
export * from '@testing-library/user-event/dist/esm/index.js';
