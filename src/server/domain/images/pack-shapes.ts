// The containers packaged goods are drawn in, on a 400×400 picture: each returns its outline
// and where its brand name and its white label go.
import type { Pack } from "./product-kinds";

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PackDrawing {
  /** The container, drawn behind the label. */
  art: string;
  /** Where the brand name goes, in white on the pack's colour. */
  brand: Box;
  /** The white label holding the contents' emoji and the product's name. */
  label: Box;
  /** Wide packs put the emoji beside the name rather than above it. */
  wide: boolean;
  /** Lines the brand may take: a tube's band has room for one. */
  brandLines?: number;
}

export interface PackColours {
  /** The brand's colour: the pack itself. */
  main: string;
  /** A darker shade: caps, seals, shading. */
  dark: string;
}

// A row of zig-zags along a heat-sealed edge, from x1 to x2 at height y.
function crimp(x1: number, x2: number, y: number, depth: number): string {
  const teeth = Math.round((x2 - x1) / 12);
  const step = (x2 - x1) / teeth;
  let d = `M${x1} ${y}`;
  for (let i = 0; i < teeth; i++) d += `l${(step / 2).toFixed(1)} ${depth}l${(step / 2).toFixed(1)} ${-depth}`;
  return d;
}

export function drawPack(pack: Exclude<Pack, "produce">, { main, dark }: PackColours): PackDrawing {
  switch (pack) {
    case "bag":
      return {
        art:
          `<path d="M100 52q100-14 200 0l8 300q-108 16-216 0z" fill="${main}"/>` +
          `<path d="M100 52q100-14 200 0v22q-100-12-200 0z" fill="${dark}"/>` +
          `<path d="${crimp(100, 300, 50, -6)}" stroke="${dark}" stroke-width="3" fill="none"/>` +
          `<path d="M92 336q108 16 216 0v16q-108 16-216 0z" fill="${dark}"/>` +
          `<path d="M112 90l-4 240" stroke="#fff" stroke-opacity=".18" stroke-width="10" stroke-linecap="round"/>`,
        brand: { x: 116, y: 82, w: 168, h: 56 },
        label: { x: 122, y: 146, w: 156, h: 178 },
        wide: false,
      };
    case "pouch":
      return {
        art:
          `<path d="M112 58h176l10 296q-98 14-196 0z" fill="${main}"/>` +
          `<rect x="112" y="46" width="176" height="24" rx="4" fill="${dark}"/>` +
          `<circle cx="274" cy="58" r="5" fill="#fff" fill-opacity=".6"/>` +
          `<path d="M124 84l-6 260" stroke="#fff" stroke-opacity=".18" stroke-width="10" stroke-linecap="round"/>`,
        brand: { x: 126, y: 78, w: 148, h: 52 },
        label: { x: 128, y: 138, w: 144, h: 184 },
        wide: false,
      };
    case "bottle":
      return {
        art:
          `<rect x="174" y="30" width="52" height="34" rx="6" fill="${dark}"/>` +
          `<path d="M182 62h36v24q58 20 62 78v186q0 14-14 14H134q-14 0-14-14V164q4-58 62-78z" fill="${main}"/>` +
          `<path d="M136 170v170" stroke="#fff" stroke-opacity=".22" stroke-width="10" stroke-linecap="round"/>`,
        brand: { x: 136, y: 112, w: 128, h: 44 },
        label: { x: 132, y: 162, w: 136, h: 170 },
        wide: false,
      };
    case "carton":
      return {
        art:
          `<path d="M124 112l22-54h108l22 54z" fill="${dark}"/>` +
          `<rect x="146" y="36" width="108" height="24" rx="3" fill="${dark}"/>` +
          `<rect x="124" y="110" width="152" height="250" rx="4" fill="${main}"/>` +
          `<path d="M124 110h152v10H124z" fill="#000" fill-opacity=".12"/>`,
        brand: { x: 132, y: 120, w: 136, h: 48 },
        label: { x: 134, y: 172, w: 132, h: 172 },
        wide: false,
      };
    case "jar":
      return {
        art:
          `<rect x="128" y="74" width="144" height="42" rx="8" fill="${dark}"/>` +
          `<path d="M128 94h144" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>` +
          `<rect x="112" y="110" width="176" height="252" rx="34" fill="${main}"/>` +
          `<path d="M128 150v180" stroke="#fff" stroke-opacity=".22" stroke-width="10" stroke-linecap="round"/>`,
        brand: { x: 136, y: 120, w: 128, h: 44 },
        label: { x: 132, y: 168, w: 136, h: 172 },
        wide: false,
      };
    case "box":
      return {
        art:
          `<path d="M104 76l28-28h172l-28 28z" fill="${dark}"/>` +
          `<path d="M276 76l28-28v284l-28 30z" fill="#000" fill-opacity=".28"/>` +
          `<path d="M276 76l28-28v284l-28 30z" fill="${dark}" fill-opacity=".6"/>` +
          `<rect x="104" y="76" width="172" height="286" fill="${main}"/>`,
        brand: { x: 114, y: 86, w: 152, h: 56 },
        label: { x: 116, y: 150, w: 148, h: 196 },
        wide: false,
      };
    case "tub":
      return {
        art: `<rect x="84" y="128" width="232" height="34" rx="10" fill="${dark}"/>` + `<path d="M94 160h212l-18 196q-2 10-12 10H124q-10 0-12-10z" fill="${main}"/>`,
        brand: { x: 112, y: 166, w: 176, h: 40 },
        label: { x: 118, y: 210, w: 164, h: 138 },
        wide: true,
      };
    case "tube":
      return {
        art:
          `<rect x="36" y="170" width="42" height="80" rx="8" fill="${dark}"/>` +
          `<path d="M76 158h236l30 -10v124l-30-10H76z" fill="${main}"/>` +
          `<rect x="330" y="146" width="18" height="128" rx="3" fill="${dark}"/>` +
          `<path d="M90 172h210" stroke="#fff" stroke-opacity=".22" stroke-width="8" stroke-linecap="round"/>`,
        brand: { x: 92, y: 160, w: 226, h: 32 },
        label: { x: 92, y: 194, w: 226, h: 62 },
        wide: true,
        brandLines: 1,
      };
    case "bar":
      return {
        art:
          `<path d="M34 118h332v184H34z" fill="${main}"/>` +
          `<path d="${crimp(34, 366, 118, 8)}" stroke="${dark}" stroke-width="4" fill="none"/>` +
          `<rect x="34" y="118" width="24" height="184" fill="${dark}"/><rect x="342" y="118" width="24" height="184" fill="${dark}"/>` +
          `<path d="M70 136h260" stroke="#fff" stroke-opacity=".2" stroke-width="8" stroke-linecap="round"/>`,
        brand: { x: 70, y: 146, w: 260, h: 40 },
        label: { x: 76, y: 192, w: 248, h: 96 },
        wide: true,
      };
  }
}
