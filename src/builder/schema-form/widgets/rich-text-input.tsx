// Formatted text (x-widget "rich-text"): a small editor with bold, italic, headings, lists and
// links, and the HTML itself for those who want it. Whatever it stores has been through the
// rich-text block's own sanitiser (src/shared/rich-text-rules.ts), so the owner sees what the
// shop will show; scripts, event handlers and styles never reach the document — nor this
// editor's own page, since stored text is sanitised again before it is drawn here.
import DOMPurify from "dompurify";
import { useId, useLayoutEffect, useRef, useState, type ClipboardEvent } from "react";
import { controlAttributes, useFieldControl } from "../../../client/ui/form/field-context";
import { sanitiseRichTextWith } from "../../../shared/rich-text-rules";

export function sanitiseForEditor(html: string): string {
  const clean = sanitiseRichTextWith(DOMPurify, html);
  // What an emptied editor leaves behind is no text at all.
  return /^\s*(<br\s*\/?>|<p>\s*(<br\s*\/?>)?\s*<\/p>)?\s*$/i.test(clean) ? "" : clean;
}

interface Command {
  label: string;
  text: string;
  run: () => void;
}

/** Runs one of the browser's editing commands on the selection (there is no other way to edit contenteditable in place). */
function exec(command: string, value?: string) {
  // Not every environment has it (jsdom); the text then stays as it is.
  if (typeof document.execCommand === "function") document.execCommand(command, false, value);
}

/** Plain text as paragraphs, for a paste that carries no HTML. */
function textAsHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((para) => `<p>${escape(para).replace(/\r?\n/g, "<br>")}</p>`)
    .join("");
}

/** Puts sanitised HTML where the caret is in `root` (at its end when the caret is elsewhere). */
function insertAtCaret(root: HTMLElement, html: string) {
  const template = document.createElement("template");
  template.innerHTML = html;
  const fragment = template.content;
  const last = fragment.lastChild;
  const selection = window.getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
  if (!range || !root.contains(range.commonAncestorContainer)) {
    root.append(fragment);
    return;
  }
  range.deleteContents();
  range.insertNode(fragment);
  if (last && selection) {
    range.setStartAfter(last);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  }
}

export function RichTextInput({ label }: { label: string }) {
  const field = useFieldControl();
  const value = typeof field?.value === "string" ? field.value : "";
  const editor = useRef<HTMLDivElement>(null);
  // The HTML this editor last stored: a value that differs came from elsewhere (undo, a
  // restored version) and is drawn afresh; otherwise the DOM, caret and all, is left alone.
  const stored = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [mode, setMode] = useState<"visual" | "html">("visual");
  const [source, setSource] = useState("");
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState("");
  const baseId = useId();
  // A text box that is not a form control has no name to carry.
  const { name: _name, ...attributes } = controlAttributes(field, undefined, undefined);

  useLayoutEffect(() => {
    const element = editor.current;
    if (!element || mode !== "visual" || value === stored.current) return;
    element.innerHTML = sanitiseForEditor(value);
    stored.current = value;
  }, [value, mode]);

  const store = (html: string) => {
    const clean = sanitiseForEditor(html);
    stored.current = clean;
    if (clean !== value) field?.setValue(clean);
  };
  const storeEditor = () => {
    if (editor.current) store(editor.current.innerHTML);
  };

  const run = (command: string, argument?: string) => () => {
    editor.current?.focus();
    exec(command, argument);
    storeEditor();
  };

  const rememberSelection = () => {
    const selection = window.getSelection();
    const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
    savedRange.current = range && editor.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };

  const addLink = () => {
    const href = address.trim();
    setLinking(false);
    setAddress("");
    if (!href) return;
    editor.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    exec("createLink", href);
    storeEditor();
  };

  const commands: Command[] = [
    { text: "B", label: "Bold", run: run("bold") },
    { text: "I", label: "Italic", run: run("italic") },
    { text: "H2", label: "Heading", run: run("formatBlock", "<h2>") },
    { text: "H3", label: "Subheading", run: run("formatBlock", "<h3>") },
    { text: "¶", label: "Paragraph", run: run("formatBlock", "<p>") },
    { text: "• List", label: "Bulleted list", run: run("insertUnorderedList") },
    { text: "1. List", label: "Numbered list", run: run("insertOrderedList") },
    {
      text: "Link",
      label: "Link",
      run: () => {
        rememberSelection();
        setLinking(true);
      },
    },
    { text: "Unlink", label: "Remove link", run: run("unlink") },
  ];

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const data = event.clipboardData;
    const html = data.getData("text/html") || textAsHtml(data.getData("text/plain"));
    if (!editor.current) return;
    insertAtCaret(editor.current, sanitiseForEditor(html));
    storeEditor();
  };

  const switchMode = () => {
    if (mode === "visual") {
      setSource(value);
      setMode("html");
      return;
    }
    store(source);
    // Drawn afresh from what was stored, which may be less than what was typed.
    stored.current = null;
    setMode("visual");
  };

  return (
    <div className="builder-rich-text">
      <div className="builder-rich-text-toolbar" role="toolbar" aria-label={`${label} formatting`} aria-controls={attributes.id}>
        {mode === "visual"
          ? commands.map((command) => (
              <button
                key={command.label}
                type="button"
                className="builder-item-action"
                aria-label={command.label}
                title={command.label}
                // Keeps the selection in the text, where the command applies.
                onMouseDown={(event) => event.preventDefault()}
                onClick={command.run}
              >
                {command.text}
              </button>
            ))
          : null}
        <button type="button" className="builder-item-action" aria-pressed={mode === "html"} onClick={switchMode}>
          HTML
        </button>
      </div>
      {linking ? (
        <div className="builder-rich-text-link" role="group" aria-label="Add a link">
          <label htmlFor={`${baseId}-address`}>Link address</label>
          <input
            id={`${baseId}-address`}
            className="text-input"
            value={address}
            placeholder="/products?c=dairy-bakery"
            autoFocus
            onChange={(event) => setAddress(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addLink();
              } else if (event.key === "Escape") setLinking(false);
            }}
          />
          <button type="button" className="ui-button ui-button-secondary" onClick={addLink}>
            Add link
          </button>
          <button type="button" className="builder-link-button" onClick={() => setLinking(false)}>
            Cancel
          </button>
        </div>
      ) : null}
      {mode === "visual" ? (
        <div
          {...attributes}
          ref={editor}
          className="text-input builder-rich-text-editor"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          onInput={storeEditor}
          onBlur={storeEditor}
          onPaste={onPaste}
          // A drop would bring HTML in unsanitised; paste is the way in.
          onDrop={(event) => event.preventDefault()}
        />
      ) : (
        <textarea
          {...attributes}
          className="text-input builder-code"
          aria-label={`${label} (HTML)`}
          rows={10}
          spellCheck={false}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          // Sanitised when the owner is done with it: mid-typing, "<b" is not yet a tag.
          onBlur={() => store(source)}
        />
      )}
    </div>
  );
}
