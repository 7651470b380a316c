export type DockerInstruction = { instruction: string; rest: string; line: number };
export type DockerStage = { name: string; image: string; instructions: DockerInstruction[] };
export function parseDockerfile(text: string): { args: Record<string, string>; stages: DockerStage[] };
