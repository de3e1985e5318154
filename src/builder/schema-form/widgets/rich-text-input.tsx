// Formatted text (x-widget "rich-text"): a Tiptap editor with bold, italic, headings, lists and
// links, and the HTML itself for those who want it. Whatever it stores has been through the
// rich-text block's own sanitiser (src/shared/rich-text-rules.ts), so the owner sees what the
// shop will show; scripts, event handlers and styles never reach the document — nor this
// editor's own page, since stored text is sanitised again before it is drawn here. Loaded only
// when a form has such a field (schema-field.tsx), so the builder's first load does not carry it.
import DOMPurify from "dompurify";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { useEffect, useId, useRef, useState } from "react";
import { controlAttributes, useFieldControl } from "../../../client/ui/form/field-context";
import { sanitiseRichTextWith } from "../../../shared/rich-text-rules";
import { visualEditorLoses } from "./rich-text-visual";

export function sanitiseForEditor(html: string): string {
  const clean = sanitiseRichTextWith(DOMPurify, html);
  // What an emptied editor leaves behind is no text at all.
  return /^\s*(<br\s*\/?>|<p>\s*(<br\s*\/?>)?\s*<\/p>)?\s*$/i.test(clean) ? "" : clean;
}

// What the toolbar edits; the rest of what rich-text-rules.ts allows (tables, figures, details,
// classes) is edited as HTML, and visualEditorLoses keeps such text out of this editor.
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    trailingNode: false,
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    // Links open where the owner's text says; the editor never follows them on a click.
    link: { openOnClick: false, autolink: false, linkOnPaste: false, HTMLAttributes: { target: null, rel: null } },
  }),
  Image.configure({ inline: false, allowBase64: true }),
];

interface Command {
  label: string;
  text: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const COMMANDS: Command[] = [
  { text: "B", label: "Bold", run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive("bold") },
  { text: "I", label: "Italic", run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive("italic") },
  { text: "H2", label: "Heading", run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive("heading", { level: 2 }) },
  { text: "H3", label: "Subheading", run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive("heading", { level: 3 }) },
  { text: "¶", label: "Paragraph", run: (e) => e.chain().focus().setParagraph().run(), active: (e) => e.isActive("paragraph") && !e.isActive("listItem") },
  { text: "• List", label: "Bulleted list", run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive("bulletList") },
  { text: "1. List", label: "Numbered list", run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive("orderedList") },
];

export function RichTextInput({ label }: { label: string }) {
  const field = useFieldControl();
  const value = typeof field?.value === "string" ? field.value : "";
  // The HTML this editor last stored: a value that differs came from elsewhere (undo, a
  // restored version) and is drawn afresh; otherwise the editor, caret and all, is left alone.
  const stored = useRef<string>(value);
  const [mode, setMode] = useState<"visual" | "html">(() => (visualEditorLoses(sanitiseForEditor(value)) ? "html" : "visual"));
  const [source, setSource] = useState(value);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState("");
  const baseId = useId();
  // A text box that is not a form control has no name to carry.
  const { name: _name, ...attributes } = controlAttributes(field, undefined, undefined);

  const store = (html: string) => {
    const clean = sanitiseForEditor(html);
    stored.current = clean;
    if (clean !== value) field?.setValue(clean);
  };
  const storeRef = useRef(store);
  storeRef.current = store;

  const editor = useEditor(
    {
      extensions,
      content: mode === "visual" ? sanitiseForEditor(value) : "",
      immediatelyRender: true,
      // Its few rules are in block-form.css, with the builder's other styles.
      injectCSS: false,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: {
          ...Object.fromEntries(Object.entries(attributes).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
          class: "text-input builder-rich-text-editor",
          role: "textbox",
          "aria-multiline": "true",
          "aria-label": label,
        },
        // Pasted HTML goes through the shop's own rules before the editor reads it.
        transformPastedHTML: (html) => sanitiseForEditor(html),
        // A drop would bring HTML in without the paste's sanitising; paste is the way in.
        handleDrop: () => true,
      },
      onUpdate: ({ editor: changed }) => storeRef.current(changed.getHTML()),
    },
    [mode, label, attributes.id, attributes["aria-describedby"], attributes["aria-invalid"], attributes["aria-required"]],
  );

  useEffect(() => {
    if (!editor || mode !== "visual" || value === stored.current) return;
    editor.commands.setContent(sanitiseForEditor(value), { emitUpdate: false });
    stored.current = value;
  }, [editor, value, mode]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => (e ? Object.fromEntries(COMMANDS.map((c) => [c.label, c.active?.(e) ?? false])) : {}),
  });

  const addLink = () => {
    const href = address.trim();
    setLinking(false);
    setAddress("");
    if (!editor || !href) return;
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
  };

  const switchMode = () => {
    if (mode === "visual") {
      setSource(value);
      setMode("html");
      return;
    }
    store(source);
    setMode("visual");
  };
  const sourceLoses = mode === "html" ? visualEditorLoses(sanitiseForEditor(source)) : "";
  // The link buttons work with this editor's own address box.
  const tools: Command[] = [
    ...COMMANDS,
    {
      text: "Link",
      label: "Link",
      run: (e) => {
        const href: unknown = e.getAttributes("link").href;
        setAddress(typeof href === "string" ? href : "");
        setLinking(true);
      },
    },
    { text: "Unlink", label: "Remove link", run: (e) => e.chain().focus().extendMarkRange("link").unsetLink().run() },
  ];

  return (
    <div className="builder-rich-text">
      <div className="builder-rich-text-toolbar" role="toolbar" aria-label={`${label} formatting`} aria-controls={attributes.id}>
        {mode === "visual" && editor
          ? tools.map((command) => (
              <button
                key={command.label}
                type="button"
                className="builder-item-action"
                aria-label={command.label}
                aria-pressed={command.active ? (active?.[command.label] ?? false) : undefined}
                title={command.label}
                // Keeps the selection in the text, where the command applies.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => command.run(editor)}
              >
                {command.text}
              </button>
            ))
          : null}
        <button type="button" className="builder-item-action" aria-pressed={mode === "html"} disabled={sourceLoses !== ""} onClick={switchMode}>
          HTML
        </button>
      </div>
      {sourceLoses ? (
        <p className="builder-rich-text-note" id={`${baseId}-note`}>
          This text has parts the formatting buttons cannot edit ({sourceLoses}), so it is edited as HTML and nothing is lost.
        </p>
      ) : null}
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
        <EditorContent editor={editor} />
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
