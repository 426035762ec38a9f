import { readEnv } from "../../server/env.js";

/** The public origin for canonical and alternate links: PUBLIC_ORIGIN, else the request's own. */
export function publicOrigin(request: Request): string {
  return readEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
}

/** The main storefront's address (STOREFRONT_URL, no trailing slash), '' when it is this origin. */
export function storefrontUrl(): string {
  return readEnv().STOREFRONT_URL ?? "";
}
