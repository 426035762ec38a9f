// Writes the fixture 3D model, public/fixture-models/willow-bed.gltf: a platform bed made of
// boxes (frame, headboard, mattress), glTF 2.0 with its one buffer embedded as a data URI,
// so the file stands alone and the repository ships no binary. The gallery's 3D slide shows
// it in <model-viewer> (docs/decisions/model-viewer.md). Run it after changing a box:
// `node scripts/fixture-model.js`; tests/unit/fixture-model.test.ts checks the committed file
// against this output and against the glTF rules the viewer depends on.
import { writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const FIXTURE_MODEL_PATH = path.join(ROOT, "public", "fixture-models", "willow-bed.gltf");

/**
 * The boxes, in metres (glTF's unit; +Y up, the bed's foot towards +Z): [min corner, max corner].
 * A 1.6 × 2.1 m bed: a 0.3 m platform, a 0.25 m mattress inset on it, a 1.1 m headboard.
 */
const FRAME = [
  [[-0.8, 0, -1.05], [0.8, 0.3, 1.05]],
  [[-0.8, 0, -1.13], [0.8, 1.1, -1.05]],
];
const MATTRESS = [[[-0.76, 0.3, -1.02], [0.76, 0.55, 1.02]]];

/** Oak and oat fabric, linear RGB (glTF's baseColorFactor). */
const MATERIALS = [
  { name: "oak", pbrMetallicRoughness: { baseColorFactor: [0.5, 0.32, 0.17, 1], metallicFactor: 0, roughnessFactor: 0.7 } },
  { name: "oat-fabric", pbrMetallicRoughness: { baseColorFactor: [0.78, 0.72, 0.6, 1], metallicFactor: 0, roughnessFactor: 0.95 } },
];

/** One face per axis direction: its normal and its four corners (counter-clockwise seen from outside). */
const FACES = [
  { normal: [1, 0, 0], corners: [[1, 0, 1], [1, 0, 0], [1, 1, 0], [1, 1, 1]] },
  { normal: [-1, 0, 0], corners: [[0, 0, 0], [0, 0, 1], [0, 1, 1], [0, 1, 0]] },
  { normal: [0, 1, 0], corners: [[0, 1, 1], [1, 1, 1], [1, 1, 0], [0, 1, 0]] },
  { normal: [0, -1, 0], corners: [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]] },
  { normal: [0, 0, 1], corners: [[0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]] },
  { normal: [0, 0, -1], corners: [[1, 0, 0], [0, 0, 0], [0, 1, 0], [1, 1, 0]] },
];

/** Positions, normals and triangle indices of a set of boxes. */
function boxes(list) {
  const positions = [];
  const normals = [];
  const indices = [];
  for (const [min, max] of list) {
    for (const face of FACES) {
      const base = positions.length / 3;
      for (const corner of face.corners) {
        positions.push(...corner.map((at, axis) => (at ? max[axis] : min[axis])));
        normals.push(...face.normal);
      }
      indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
    }
  }
  return { positions, normals, indices };
}

function bounds(positions) {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let at = 0; at < positions.length; at += 3) {
    for (let axis = 0; axis < 3; axis += 1) {
      min[axis] = Math.min(min[axis], positions[at + axis]);
      max[axis] = Math.max(max[axis], positions[at + axis]);
    }
  }
  return { min, max };
}

/** The glTF document, as the text written to the file. */
export function fixtureModel() {
  const chunks = [];
  const bufferViews = [];
  const accessors = [];
  let byteLength = 0;
  /** Adds a typed array as a bufferView (4-byte aligned, as glTF requires) and an accessor over it. */
  const add = (array, accessor, target) => {
    const bytes = Buffer.from(array.buffer);
    const padding = (4 - (bytes.length % 4)) % 4;
    bufferViews.push({ buffer: 0, byteOffset: byteLength, byteLength: bytes.length, target });
    chunks.push(bytes, Buffer.alloc(padding));
    byteLength += bytes.length + padding;
    accessors.push({ bufferView: bufferViews.length - 1, ...accessor });
    return accessors.length - 1;
  };
  const primitive = (list, material) => {
    const { positions, normals, indices } = boxes(list);
    const floats = new Float32Array(positions);
    // min and max as the stored 32-bit floats, which is what glTF checks them against.
    const position = add(floats, { componentType: 5126, count: floats.length / 3, type: "VEC3", ...bounds(floats) }, 34962);
    const normal = add(new Float32Array(normals), { componentType: 5126, count: normals.length / 3, type: "VEC3" }, 34962);
    const index = add(new Uint16Array(indices), { componentType: 5123, count: indices.length, type: "SCALAR" }, 34963);
    return { attributes: { POSITION: position, NORMAL: normal }, indices: index, material, mode: 4 };
  };
  const primitives = [primitive(FRAME, 0), primitive(MATTRESS, 1)];
  const data = Buffer.concat(chunks);
  const document = {
    asset: { version: "2.0", generator: "storefront scripts/fixture-model.js" },
    scene: 0,
    scenes: [{ name: "willow-bed", nodes: [0] }],
    nodes: [{ name: "willow-bed", mesh: 0 }],
    meshes: [{ name: "willow-bed", primitives }],
    materials: MATERIALS,
    accessors,
    bufferViews,
    buffers: [{ byteLength: data.length, uri: `data:application/octet-stream;base64,${data.toString("base64")}` }],
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await mkdir(path.dirname(FIXTURE_MODEL_PATH), { recursive: true });
  const text = fixtureModel();
  await writeFile(FIXTURE_MODEL_PATH, text);
  console.log(`${path.relative(ROOT, FIXTURE_MODEL_PATH)}: ${text.length} bytes`);
}
