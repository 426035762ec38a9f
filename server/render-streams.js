// Said once for the host and the app: the header by which the app's document render tells the
// host (server/pages.js) that it answered before the render was complete, so the body streams.
// The host takes it off before the answer leaves.
export const RENDER_STREAMS_HEADER = "X-Render-Streams";
