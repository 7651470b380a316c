/** Rótulo do nível de experiência/dificuldade: 1 Iniciante, 2 Intermediário, 3 Avançado; demais → `Nível ${n}`. */
export function levelLabel(level: number): string {
  switch (level) {
    case 1:
      return "Iniciante";
    case 2:
      return "Intermediário";
    case 3:
      return "Avançado";
    default:
      return `Nível ${level}`;
  }
}
