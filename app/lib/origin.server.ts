import { readEnv } from "../../server/env.js";

/** The public origin for canonical and alternate links: PUBLIC_ORIGIN, else the request's own. */
export function publicOrigin(request: Request): string {
  return readEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
}
