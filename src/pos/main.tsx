// The point of sale's entry (pos.html), built apart from the shop (vite.config.ts).
import "../client/api/zod-setup";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadToolIntl, ToolIntl } from "../tool-shell/tool-intl";
import { createPosRouter, PosApp } from "./pos-app";
import "./pos.css";

void loadToolIntl().then((intl) =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <ToolIntl intl={intl}>
        <PosApp router={createPosRouter()} />
      </ToolIntl>
    </StrictMode>,
  ),
);
