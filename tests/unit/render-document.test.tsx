import { lazy, Suspense, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { documentNonce, hasClientRenderedBoundary, renderDocument, type DocumentRender } from "~/lib/render-document.server";
import { RENDER_STREAMS_HEADER } from "../../server/render-streams.js";

const Page = ({ children }: { children: ReactNode }) => (
  <html lang="en">
    <body>
      <h1>Title</h1>
      {children}
      <p>Footer</p>
    </body>
  </html>
);

function Throws(): ReactNode {
  throw new Error("module broke");
}

function options(overrides: Partial<DocumentRender> = {}) {
  const renderedWhole = vi.fn<(response: Response, html: string) => void>();
  const onError = vi.fn<(error: unknown, componentStack?: string) => void>();
  return { renderedWhole, onError, render: { status: 200, headers: new Headers(), deferred: false, shellFirst: false, onError, renderedWhole, ...overrides } };
}

describe("renderDocument", () => {
  it("makes a page with nothing deferred as one string, handed to the host with the Response made of it", async () => {
    const { render, renderedWhole, onError } = options({ shellFirst: true, nonce: "n1" });
    const response = await renderDocument(<Page>{null}</Page>, render);
    expect(renderedWhole).toHaveBeenCalledTimes(1);
    const [handed, html] = renderedWhole.mock.calls[0]!;
    expect(handed).toBe(response);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><body><h1>Title<\/h1><p>Footer<\/p><\/body><\/html>$/);
    // The body reads the same for anyone who reads it.
    expect(await response.text()).toBe(html);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.has(RENDER_STREAMS_HEADER)).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it("encodes the whole page's body only when someone reads it (the host takes the string)", async () => {
    const encode = vi.spyOn(TextEncoder.prototype, "encode");
    try {
      const { render } = options();
      const response = await renderDocument(<Page>{null}</Page>, render);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(encode).not.toHaveBeenCalled();
      expect(await response.text()).toContain("<h1>Title</h1>");
      expect(encode).toHaveBeenCalledTimes(1);
    } finally {
      encode.mockRestore();
    }
  });

  it("renders a page whose module throws again with the streaming renderer, which reports the error and keeps the rest", async () => {
    const { render, renderedWhole, onError } = options();
    const response = await renderDocument(
      <Page>
        <Suspense fallback={null}>
          <Throws />
        </Suspense>
      </Page>,
      render,
    );
    const html = await response.text();
    expect(renderedWhole).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]![0])).toContain("module broke");
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("<p>Footer</p>");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  });

  it("waits for a view that suspends on its first render instead of leaving it to the browser", async () => {
    const { render, renderedWhole } = options();
    const Late = lazy(async () => ({ default: () => <p>Late view</p> }));
    const response = await renderDocument(
      <Page>
        <Suspense fallback={<p>Loading</p>}>
          <Late />
        </Suspense>
      </Page>,
      render,
    );
    const html = await response.text();
    expect(renderedWhole).not.toHaveBeenCalled();
    expect(html).toContain("<p>Late view</p>");
    expect(html).not.toContain("Loading");
  });

  it("streams a page with deferred data when the shell may go first, and says so to the host", async () => {
    const { render, renderedWhole } = options({ deferred: true, shellFirst: true });
    let settle!: () => void;
    const pending = new Promise<void>((resolve) => (settle = resolve));
    let done = false;
    const Deferred = () => {
      if (!done) throw pending.then(() => (done = true));
      return <p>Reviews</p>;
    };
    const response = await renderDocument(
      <Page>
        <Suspense fallback={<p>Skeleton</p>}>
          <Deferred />
        </Suspense>
      </Page>,
      render,
    );
    expect(response.headers.get(RENDER_STREAMS_HEADER)).toBe("1");
    expect(renderedWhole).not.toHaveBeenCalled();
    settle();
    const html = await response.text();
    expect(html).toContain("Skeleton");
    expect(html).toContain("<p>Reviews</p>");
  });
});

describe("what the string render is checked for, and what it is rendered with", () => {
  it("finds a boundary React left to the browser, and nothing that only looks like its end", () => {
    expect(hasClientRenderedBoundary("<div><!--$!--><p>fallback</p><!--/$--></div>")).toBe(true);
    expect(hasClientRenderedBoundary("<div><!--$--><p>done</p><!--/$--></div>")).toBe(false);
    expect(hasClientRenderedBoundary('<script>var a="$!-->"</script><!--$?-->')).toBe(false);
  });

  it("renders a shared page with nothing deferred without a nonce, and keeps it everywhere else", () => {
    expect(documentNonce({ nonce: "n1", shared: true, deferred: false })).toBe("");
    expect(documentNonce({ nonce: "n1", shared: true, deferred: true })).toBe("n1");
    expect(documentNonce({ nonce: "n1", shared: false, deferred: false })).toBe("n1");
    expect(documentNonce({ nonce: "", shared: true, deferred: true })).toBe("");
  });
});
