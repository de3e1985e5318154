// The page builder's entry (builder.html), built apart from the shop (vite.config.ts).
import "../client/api/zod-setup";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BuilderApp, createBuilderRouter } from "./builder-app";
import "./builder.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <BuilderApp router={createBuilderRouter()} />
  </StrictMode>,
);
