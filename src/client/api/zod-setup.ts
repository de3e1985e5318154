// zod decides at schema construction whether to compile parsers with `new Function`, and probes
// for it then; under the shop's CSP that probe is reported as a violation. This module must be
// evaluated before any module that builds a schema, so import it first.
import * as z from "zod/mini";

z.config({ jitless: true });
