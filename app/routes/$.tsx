import type { LoaderFunctionArgs } from "@remix-run/node";
import { notFoundResponse } from "~/lib/not-found.server";

/** Any path no other route claims is the not-found page (rendered by the root ErrorBoundary), with its recommendations. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  throw await notFoundResponse(request, context);
}

export default function NotFoundRoute() {
  return null;
}
