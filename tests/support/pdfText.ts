// A PDF's text in Node, for tests: pdf.js (legacy build, which runs without a browser) reads every page's
// text items; each page's items are joined with spaces, items that end a line with a newline.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes ownership of the buffer it is given: pass a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : " "}` : ""))
          .join("")
          .replace(/[ \t]+/g, " "),
      );
    }
    return pages.join("\n");
  } finally {
    await document.destroy();
  }
}

/** The number of pages of a PDF. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  try {
    return document.numPages;
  } finally {
    await document.destroy();
  }
}
