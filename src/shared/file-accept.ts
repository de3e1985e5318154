// Whether a file is one a field's accept list admits, read as the HTML accept attribute is:
// comma-separated MIME types, `type/*` wildcards and `.extension`s. The browser's file picker
// only suggests; the shop and the server decide with this.

export function acceptsFile(accept: string, file: { name: string; type: string }): boolean {
  const type = file.type.trim().toLowerCase();
  const name = file.name.trim().toLowerCase();
  return accept
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .some((token) => {
      if (token.startsWith(".")) return name.endsWith(token);
      if (token.endsWith("/*")) return type.startsWith(token.slice(0, -1));
      return type === token;
    });
}
