// The page builder's entry (builder.html), built apart from the shop (vite.config.ts).
import "../client/api/zod-setup";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadToolIntl, ToolIntl } from "../tool-shell/tool-intl";
import { BuilderApp, createBuilderRouter } from "./builder-app";
import "./builder.css";

void loadToolIntl().then((intl) =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <ToolIntl intl={intl}>
        <BuilderApp router={createBuilderRouter()} />
      </ToolIntl>
    </StrictMode>,
  ),
);
