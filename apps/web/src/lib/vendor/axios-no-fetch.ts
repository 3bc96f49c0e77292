// Replaces axios's fetch adapter in the web build (vite.config.ts): in a browser axios takes its
// first adapter that exists, `xhr` (its default order is xhr, http, fetch), so the fetch adapter's
// code (about 4 KB gzipped of the first load) is never run. Without a fetch here axios reports the
// adapter as unavailable, as it would in a browser without fetch.
export const getFetch = () => undefined;
export default undefined;
