export type AnalysisSection = { title: string; content: string };

const FALLBACK_TITLE = "Análise Completa";

/** Removes leading numbering ('1.', '2)', '#', '-') and bold/italic marks from a title line. */
export function cleanSectionTitle(line: string) {
  return line
    .replace(/^\s*#{1,6}\s*/, "")
    .replace(/\*\*|__/g, "")
    .replace(/^\s*[-*•]\s+/, "")
    .replace(/^\s*\d+\s*[.)-]\s*/, "")
    .replace(/[:：]\s*$/, "")
    .trim();
}

/**
 * The spec's splitter: sections are separated by blank lines; the first line of a block is its
 * title (numbering and bold marks removed). No section found → one 'Análise Completa'.
 */
export function splitAnalysis(text: string): AnalysisSection[] {
  const blocks = text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const sections = blocks
    .map((block) => {
      const [first, ...rest] = block.split("\n");
      return { title: cleanSectionTitle(first ?? ""), content: rest.join("\n").trim() };
    })
    .filter((section) => section.title.length > 0 && section.content.length > 0);
  if (sections.length === 0) {
    const content = text.trim();
    return content ? [{ title: FALLBACK_TITLE, content }] : [];
  }
  return sections;
}
