// Template fuzzing, shard 3 of 4 (tests/support/fuzz-template-cases.tsx; docs/robustness.md#fuzzing).
import { templateFuzzShard } from "../support/fuzz-template-cases";

templateFuzzShard(3, "tests/unit/fuzz-templates-3.test.tsx");
