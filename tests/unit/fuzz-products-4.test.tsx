// Product fuzzing, shard 4 of 4 (tests/support/fuzz-product-cases.tsx; docs/robustness.md#fuzzing).
import { productFuzzShard } from "../support/fuzz-product-cases";

productFuzzShard(4, "tests/unit/fuzz-products-4.test.tsx");
