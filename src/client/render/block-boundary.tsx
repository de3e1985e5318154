// Each block renders inside its own boundary: a block that throws is replaced (preview) or
// dropped (live shop) while the rest of the page stays.
import { Component, type ReactNode } from "react";
import { useT } from "../i18n/use-t";
import { reportError } from "../lib/error-reporter";
import type { RenderMode } from "../../../registry/block-types";
import { BlockDiagnostic } from "./block-diagnostic";
import type { PreviewMarks } from "./preview-marks";

interface Props {
  name: string;
  mode: RenderMode;
  children: ReactNode;
  marks?: PreviewMarks;
}

export class BlockBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    reportError(error, { block: this.props.name, where: "block render" });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.mode === "live") return null;
    return <RenderFailure name={this.props.name} message={this.state.error.message} marks={this.props.marks} />;
  }
}

function RenderFailure({ name, message, marks }: { name: string; message: string; marks?: PreviewMarks }) {
  const t = useT();
  return <BlockDiagnostic name={name} problems={[t("app.blockFailed", { message })]} marks={marks} />;
}
