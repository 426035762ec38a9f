// Template fuzzing, shard 4 of 4 (tests/support/fuzz-template-cases.tsx; docs/robustness.md#fuzzing).
import { templateFuzzShard } from "../support/fuzz-template-cases";

templateFuzzShard(4, "tests/unit/fuzz-templates-4.test.tsx");
