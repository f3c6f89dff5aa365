/** The password pages' tests use the shared harness as it is (the whole app, only `fetch` stubbed). */
export { renderApp, type StubbedRequest, stubApi } from '../../../test/signed-in-harness';
