/**
 * The gallery's 3D model (issue 19, item 2): which model files the viewer may load, the slide
 * carrying its file, the CSP the viewer needs and no more, and the fixture model itself.
 */
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assembleMedia, modelFileUrl } from "~schemas/rules/product/media";
import { contentSecurityPolicy } from "../../server/csp.js";
import { FIXTURE_MODEL_PATH, fixtureModel } from "../../scripts/fixture-model.js";
import willow from "../../fixtures/products/willow-bed.json";

const ROOT = path.resolve(import.meta.dirname, "../..");

describe("model files the viewer may load (modelFileUrl)", () => {
  it.each(["/fixture-models/willow-bed.gltf", "/models/sofa.GLB", "/m/bed.glb?v=3", "/m/bed.gltf#scene"])("takes a glTF file on the storefront's own origin: %s", (url) => {
    expect(modelFileUrl(url)).toBe(url);
  });

  it.each([
    ["another origin (the CSP would refuse it)", "https://cdn.example.com/bed.glb"],
    ["a protocol-relative address", "//cdn.example.com/bed.glb"],
    ["a relative path", "models/bed.glb"],
    ["another format", "/models/bed.obj"],
    ["a data: URI", "data:model/gltf+json;base64,e30="],
    ["a backslash trick", "/\\cdn.example.com/bed.glb"],
    ["white space", "/models/my bed.glb"],
    ["nothing", ""],
  ])("leaves out %s", (_, url) => {
    expect(modelFileUrl(url)).toBeUndefined();
  });

  it("puts a usable file on the 3D slide, and none that is not", () => {
    const images = [{ kind: "image" as const, imageUrl: "/a.svg" }];
    expect(assembleMedia({ media: images, threeDimensionalId: "3d-1", threeDimensionalUrl: "/m/bed.glb", hasReviews: false }).at(-1)).toEqual({ kind: "3d-model", recordId: "3d-1", modelUrl: "/m/bed.glb" });
    expect(assembleMedia({ media: images, threeDimensionalId: "3d-1", threeDimensionalUrl: "https://cdn.example.com/bed.glb", hasReviews: false }).at(-1)).toEqual({ kind: "3d-model", recordId: "3d-1" });
    // The slide comes from the id, as before: a file without an id adds none.
    expect(assembleMedia({ media: images, threeDimensionalUrl: "/m/bed.glb", hasReviews: false }).map((item) => item.kind)).toEqual(["image"]);
  });
});

describe("the CSP for the 3D viewer (server/csp.js)", () => {
  const directives = (policy: string) => new Map(policy.split("; ").map((directive) => [directive.split(" ")[0]!, directive.split(" ").slice(1)]));
  const csp = directives(contentSecurityPolicy(["'nonce-abc'"], { development: false, framable: false }));

  it("lets WebAssembly compile and data: buffers be fetched, and nothing wider", () => {
    expect(csp.get("script-src")).toContain("'wasm-unsafe-eval'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("connect-src")?.slice(0, 2)).toEqual(["'self'", "data:"]);
    expect([...csp.values()].flat().filter((source) => source === "blob:" || source === "*")).toEqual([]);
    expect(csp.has("worker-src")).toBe(false);
  });
});

type Gltf = {
  asset: { version: string };
  scenes: { nodes: number[] }[];
  nodes: { mesh: number }[];
  meshes: { primitives: { attributes: Record<string, number>; indices: number; material: number; mode: number }[] }[];
  materials: unknown[];
  accessors: { bufferView: number; componentType: number; count: number; type: string; min?: number[]; max?: number[] }[];
  bufferViews: { buffer: number; byteOffset: number; byteLength: number }[];
  buffers: { byteLength: number; uri: string }[];
};

describe("the fixture model (public/fixture-models/willow-bed.gltf)", () => {
  const text = readFileSync(FIXTURE_MODEL_PATH, "utf8");
  const gltf = JSON.parse(text) as Gltf;
  const DATA_URI = "data:application/octet-stream;base64,";
  const bytes = Buffer.from(gltf.buffers[0]!.uri.slice(DATA_URI.length), "base64");
  const view = (accessor: number) => {
    const { bufferView, componentType, count, type } = gltf.accessors[accessor]!;
    const { byteOffset, byteLength } = gltf.bufferViews[bufferView]!;
    const width = { SCALAR: 1, VEC3: 3 }[type]!;
    const slice = bytes.buffer.slice(bytes.byteOffset + byteOffset, bytes.byteOffset + byteOffset + byteLength);
    const values = componentType === 5126 ? new Float32Array(slice) : new Uint16Array(slice);
    expect(values.length).toBe(count * width);
    return values;
  };

  it("is what scripts/fixture-model.js writes", () => {
    expect(text).toBe(fixtureModel());
  });

  it("is glTF 2.0 with its one buffer embedded, each accessor inside it", () => {
    expect(gltf.asset.version).toBe("2.0");
    expect(gltf.buffers).toHaveLength(1);
    expect(gltf.buffers[0]!.uri.startsWith(DATA_URI)).toBe(true);
    expect(bytes.length).toBe(gltf.buffers[0]!.byteLength);
    for (const bufferView of gltf.bufferViews) {
      expect(bufferView.byteOffset % 4).toBe(0);
      expect(bufferView.byteOffset + bufferView.byteLength).toBeLessThanOrEqual(bytes.length);
    }
    expect(text.length).toBeLessThan(8 * 1024);
  });

  it("has closed boxes: indices within their vertices, faces turned outwards, exact bounds", () => {
    const primitives = gltf.meshes[gltf.nodes[gltf.scenes[0]!.nodes[0]!]!.mesh]!.primitives;
    expect(primitives.map((primitive) => primitive.material)).toEqual([0, 1]);
    for (const primitive of primitives) {
      expect(primitive.mode).toBe(4);
      const positions = view(primitive.attributes.POSITION!);
      const normals = view(primitive.attributes.NORMAL!);
      const indices = view(primitive.indices);
      expect(indices.length % 36).toBe(0);
      expect(Math.max(...indices)).toBeLessThan(positions.length / 3);
      const at = (array: Float32Array | Uint16Array, index: number) => [array[index * 3]!, array[index * 3 + 1]!, array[index * 3 + 2]!];
      for (let triangle = 0; triangle < indices.length; triangle += 3) {
        const [a, b, c] = [at(positions, indices[triangle]!), at(positions, indices[triangle + 1]!), at(positions, indices[triangle + 2]!)];
        const u = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
        const v = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
        const cross = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
        const normal = at(normals, indices[triangle]!);
        expect(cross[0]! * normal[0]! + cross[1]! * normal[1]! + cross[2]! * normal[2]!).toBeGreaterThan(0);
      }
      const accessor = gltf.accessors[primitive.attributes.POSITION!]!;
      for (let axis = 0; axis < 3; axis += 1) {
        const values = [...positions].filter((_, index) => index % 3 === axis);
        expect(accessor.min?.[axis]).toBe(Math.min(...values));
        expect(accessor.max?.[axis]).toBe(Math.max(...values));
      }
    }
  });

  it("is the model willow-bed's 3D slide points at, under public/", () => {
    const url = willow.model.productDetailVOList[0]!.spuInfo.threeDimensionalUrl;
    expect(url).toBe("/fixture-models/willow-bed.gltf");
    expect(modelFileUrl(url)).toBe(url);
    expect(existsSync(path.join(ROOT, "public", url))).toBe(true);
  });
});
