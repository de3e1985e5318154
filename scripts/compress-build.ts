// The build's last step: brotli and gzip copies of the built shop's text files, written beside
// them, so that the server does not compress them at every start (src/server/http/built-files.ts).
import { writeCompressedCopies } from "../src/server/http/built-files";

const started = performance.now();
const count = writeCompressedCopies("dist");
console.log(`compressed ${count} built files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
