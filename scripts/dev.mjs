// `npm run dev`: the API server, restarted when its sources change, and Vite's dev server in
// front of it, which serves the shop, the page builder, the back office and the point of sale
// with hot reload and passes /s/, /cdn/ and /fonts/ to the API server (vite.config.ts). Pages
// render in the browser here; `npm start` serves them rendered by the server, as production does.
import { spawn } from "node:child_process";

const API_PORT = process.env.PORT ?? "3000";
const DEV_PORT = process.env.DEV_PORT ?? "5173";

const children = [
  spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: API_PORT },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", DEV_PORT, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, KIRANA_API_PORT: API_PORT },
  }),
];
console.log(`Kirana in development: open http://localhost:${DEV_PORT} (hot reload); the API server listens on ${API_PORT}.`);

const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
// One of the two gone leaves the other useless: stop both.
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
