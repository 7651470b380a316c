/** The sections of /marca (decision 030): each one makes something the person can use today. */
export const MARCA_SECTIONS = [
  { to: "/marca", label: "Logo", end: true },
  { to: "/marca/materiais", label: "Cartões e panfleto", end: false },
  { to: "/marca/posts", label: "Imagens para posts", end: false },
  { to: "/marca/calendario", label: "Calendário de posts", end: false },
  { to: "/marca/google", label: "Google", end: false },
  { to: "/marca/whatsapp", label: "WhatsApp Business", end: false },
] as const;
