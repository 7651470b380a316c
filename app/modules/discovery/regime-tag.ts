/**
 * The regime tag of an idea card: an MEI occupation; one whose full model outgrows the MEI, which
 * starts as one while small (decision 031); or an activity that is never MEI.
 */
type RegimeFacts = {
  mei: boolean;
  meiOccupation?: string;
  meiWhenSmall?: { occupation: string };
  companySize: "ME" | "EPP" | null;
  regimeNote: string;
};

export function regimeTag(idea: RegimeFacts): { label: string; title: string; canBeMei: boolean } {
  if (idea.mei || !idea.companySize) return { label: "Pode ser MEI", title: `Ocupação MEI: ${idea.meiOccupation ?? ""}`, canBeMei: true };
  if (idea.meiWhenSmall)
    return {
      label: `MEI no começo, ${idea.companySize} ao crescer`,
      title: `Ocupação MEI: ${idea.meiWhenSmall.occupation}. ${idea.regimeNote}`,
      canBeMei: true,
    };
  return { label: `${idea.companySize} (não MEI)`, title: idea.regimeNote, canBeMei: false };
}
