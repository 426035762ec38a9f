// POST /api/revalidate (docs/backoffice-api.md#revalidation): the back office names the
// templates and products it published; every cached answer and page that depends on them is
// purged on every instance. Closed (404) without REVALIDATE_SECRET; 401 for a wrong secret.
import crypto from "node:crypto";
import { z } from "zod";
import { PRIVATE, cacheTags } from "./cache-control.js";
import { readEnv } from "./env.js";
import { logger } from "./logger.js";

const MAX_BODY = 64 * 1024;
const name = z.string().trim().min(1).max(300);
const bodySchema = z
  .object({
    templates: z.array(name).max(500).default([]),
    products: z.array(name).max(500).default([]),
  })
  .refine((body) => body.templates.length + body.products.length > 0, { message: "name at least one template or product" });

/** Compares without telling by its timing how much of the secret matched. @param {string} given @param {string} expected */
function sameSecret(given, expected) {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** @param {import("express").Request} req @returns {Promise<string | null>} null when larger than MAX_BODY */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * @param {{ purge: (tags: string[]) => Promise<number> }} caches
 * @returns {import("express").RequestHandler}
 */
export function createRevalidateHandler(caches) {
  return async (req, res, next) => {
    try {
      res.setHeader("Cache-Control", PRIVATE);
      const secret = readEnv().REVALIDATE_SECRET;
      if (!secret) {
        res.status(404).json({ error: "not found" });
        return;
      }
      if (!sameSecret(req.get("authorization") ?? "", `Bearer ${secret}`)) {
        res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "a valid bearer token is required" });
        return;
      }
      const text = await readBody(req);
      if (text === null) {
        res.status(413).json({ error: `the body is larger than ${MAX_BODY} bytes` });
        return;
      }
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        res.status(400).json({ error: "the body is not JSON" });
        return;
      }
      const parsed = bodySchema.safeParse(json);
      if (!parsed.success) {
        res.status(400).json({ error: parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ") });
        return;
      }
      const tags = [...parsed.data.templates.map(cacheTags.template), ...parsed.data.products.map((product) => cacheTags.product(product))];
      const purged = await caches.purge(tags);
      logger.info("revalidated", { templates: parsed.data.templates, products: parsed.data.products, purged });
      res.json({ purged });
    } catch (error) {
      next(error);
    }
  };
}
