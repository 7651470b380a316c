// Reads the brand files back: an SVG through a strict XML parser (saxes) and its element names.
import { SaxesParser } from "saxes";

/** Parses `svg` as XML (throws on any error) and returns the root element's name and every element name. */
export function parseSvg(svg: string): { root: string; elements: string[]; rootAttributes: Record<string, string> } {
  const parser = new SaxesParser({ xmlns: false });
  const elements: string[] = [];
  let rootAttributes: Record<string, string> = {};
  let error: Error | null = null;
  parser.on("error", (e) => {
    error ??= e;
  });
  parser.on("opentag", (tag) => {
    if (elements.length === 0) rootAttributes = tag.attributes as Record<string, string>;
    elements.push(tag.name);
  });
  parser.write(svg).close();
  if (error) throw error;
  return { root: elements[0] ?? "", elements, rootAttributes };
}
