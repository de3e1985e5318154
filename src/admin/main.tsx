// The back office's entry (admin.html), built apart from the shop (vite.config.ts).
import "../client/api/zod-setup";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AdminApp, createAdminRouter } from "./admin-app";
import "./admin.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AdminApp router={createAdminRouter()} />
  </StrictMode>,
);
