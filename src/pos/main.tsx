// The point of sale's entry (pos.html), built apart from the shop (vite.config.ts).
import "../client/api/zod-setup";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createPosRouter, PosApp } from "./pos-app";
import "./pos.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <PosApp router={createPosRouter()} />
  </StrictMode>,
);
