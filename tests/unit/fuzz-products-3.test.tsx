// Product fuzzing, shard 3 of 4 (tests/support/fuzz-product-cases.tsx; docs/robustness.md#fuzzing).
import { productFuzzShard } from "../support/fuzz-product-cases";

productFuzzShard(3, "tests/unit/fuzz-products-3.test.tsx");
