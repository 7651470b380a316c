/**
 * The regime tag of an idea card: an MEI occupation; one whose full model outgrows the MEI, which
 * starts as one while small (decision 031); an activity that is never MEI but starts without a
 * company (an autonomous professional); or one that needs a company from the start.
 */
type RegimeFacts = {
  mei: boolean;
  meiOccupation?: string;
  meiWhenSmall?: { occupation: string };
  companySize: "ME" | "EPP" | null;
  regimeNote: string;
};

/** `autonomousFirst`: the person's lean start needs no company (decision 031: it opens with growth). */
export function regimeTag(idea: RegimeFacts, autonomousFirst = false): { label: string; title: string; canBeMei: boolean } {
  if (idea.mei || !idea.companySize) return { label: "Pode ser MEI", title: `Ocupação MEI: ${idea.meiOccupation ?? ""}`, canBeMei: true };
  if (idea.meiWhenSmall)
    return {
      label: `MEI no começo, ${idea.companySize} ao crescer`,
      title: `Ocupação MEI: ${idea.meiWhenSmall.occupation}. ${idea.regimeNote}`,
      canBeMei: true,
    };
  if (autonomousFirst)
    return {
      label: `Autônomo no começo, ${idea.companySize} ao crescer`,
      title: `Para começar não é preciso abrir empresa. ${idea.regimeNote}`,
      canBeMei: false,
    };
  return { label: `${idea.companySize} (não MEI)`, title: idea.regimeNote, canBeMei: false };
}
