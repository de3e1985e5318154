// zod decides at schema construction whether to compile parsers with `new Function`, and probes
// for it then; under a strict CSP that probe is reported as a violation. The owners' tools
// import this module first. The shop does not: zod/mini's objects are never compiled, so it
// builds its schemas (lazily, beside the calls that need them) without a probe, and
// `npm run bench:bundle` checks that under the policy, a page change in the shop included.
import * as z from "zod/mini";

z.config({ jitless: true });
