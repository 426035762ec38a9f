// Product fuzzing, shard 2 of 4 (tests/support/fuzz-product-cases.tsx; docs/robustness.md#fuzzing).
import { productFuzzShard } from "../support/fuzz-product-cases";

productFuzzShard(2, "tests/unit/fuzz-products-2.test.tsx");
