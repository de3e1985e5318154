// The back office's entry (admin.html), built apart from the shop (vite.config.ts).
import "../client/api/zod-setup";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { loadToolIntl, ToolIntl } from "../tool-shell/tool-intl";
import { AdminApp, createAdminRouter } from "./admin-app";
import "./admin.css";

void loadToolIntl().then((intl) =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <ToolIntl intl={intl}>
        <AdminApp router={createAdminRouter()} />
      </ToolIntl>
    </StrictMode>,
  ),
);
