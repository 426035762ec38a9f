// Template fuzzing, shard 2 of 4 (tests/support/fuzz-template-cases.tsx; docs/robustness.md#fuzzing).
import { templateFuzzShard } from "../support/fuzz-template-cases";

templateFuzzShard(2, "tests/unit/fuzz-templates-2.test.tsx");
