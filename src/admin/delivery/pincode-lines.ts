// The "add pincodes" box: one pincode a line, its area after it ("560038 Indiranagar" or
// "560038, Indiranagar"). Lines that are not pincodes are named here, before anything is sent.
export interface PincodeLine {
  pincode: string;
  area: string;
}

const LINE = /^(\d{6})(?!\d)\s*[,;\t-]?\s*(.*)$/;

export function parsePincodeLines(text: string): { pincodes: PincodeLine[] } | { error: string } {
  const pincodes: PincodeLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const match = LINE.exec(line);
    if (!match || match[1]!.startsWith("0")) return { error: `"${line.slice(0, 40)}" does not start with a 6-digit pincode` };
    if (pincodes.some((p) => p.pincode === match[1])) return { error: `${match[1]} is given twice` };
    pincodes.push({ pincode: match[1]!, area: match[2]!.trim() });
  }
  return pincodes.length ? { pincodes } : { error: "Give at least one pincode" };
}
