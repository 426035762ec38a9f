// Product fuzzing, shard 1 of 4 (tests/support/fuzz-product-cases.tsx; docs/robustness.md#fuzzing).
import { productFuzzShard } from "../support/fuzz-product-cases";

productFuzzShard(1, "tests/unit/fuzz-products-1.test.tsx");
