// Template fuzzing, shard 1 of 4 (tests/support/fuzz-template-cases.tsx; docs/robustness.md#fuzzing).
import { templateFuzzShard } from "../support/fuzz-template-cases";

templateFuzzShard(1, "tests/unit/fuzz-templates-1.test.tsx");
