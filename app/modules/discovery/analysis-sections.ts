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

export type AnalysisBlock =
  { kind: "p"; text: string } | { kind: "ul"; items: string[] } | { kind: "table"; header: string[]; rows: string[][] };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());

/**
 * A section's content as blocks to render: '- ' lines become a list, '| a | b |' lines a table
 * (the '|---|' separator line is dropped), other lines paragraphs. Bold marks are removed.
 */
export function analysisBlocks(content: string): AnalysisBlock[] {
  const blocks: AnalysisBlock[] = [];
  for (const raw of content.replace(/\*\*/g, "").split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const last = blocks[blocks.length - 1];
    if (/^[-*•]\s+/.test(line)) {
      const item = line.replace(/^[-*•]\s+/, "");
      if (last?.kind === "ul") last.items.push(item);
      else blocks.push({ kind: "ul", items: [item] });
    } else if (line.startsWith("|") && line.endsWith("|")) {
      if (/^\|[\s:|-]+\|$/.test(line)) continue;
      if (last?.kind === "table") last.rows.push(cells(line));
      else blocks.push({ kind: "table", header: cells(line), rows: [] });
    } else {
      blocks.push({ kind: "p", text: line });
    }
  }
  return blocks;
}
