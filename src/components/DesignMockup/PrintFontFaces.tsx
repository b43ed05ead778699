// The four print fonts as @font-face rules, declared only where a design is drawn (docs/decisions/customiser-design.md#fonts):
// written from DESIGN_FONTS, so the families the editor draws with are the ones the files are declared as.
import type { DesignFont } from "../../lib/design/fonts";
import { DESIGN_FONTS } from "../../lib/design/fonts";
import anton from "../../design/fonts/print/anton.woff?url";
import caveat from "../../design/fonts/print/caveat.woff?url";
import pacifico from "../../design/fonts/print/pacifico.woff?url";
import spaceMono from "../../design/fonts/print/space-mono.woff?url";

const FILE_URLS: Record<string, string> = {
  "anton.woff": anton,
  "caveat.woff": caveat,
  "pacifico.woff": pacifico,
  "space-mono.woff": spaceMono,
};

const fontFace = (font: DesignFont) =>
  `@font-face{font-family:"${font.family}";src:url("${FILE_URLS[font.file]}") format("woff");font-display:block}`;

const CSS = DESIGN_FONTS.map(fontFace).join("\n");

/** React hoists the rules into the head once, however often the editor renders. */
export function PrintFontFaces() {
  return (
    <style href="customiser-print-fonts" precedence="default">
      {CSS}
    </style>
  );
}
