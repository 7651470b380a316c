// Inline icons for the public pages (no icon library in the bundle).
type IconProps = { className?: string };

const base = (className?: string) => ({
  className: className ?? "h-5 w-5",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  viewBox: "0 0 24 24",
  "aria-hidden": true,
  focusable: "false" as const,
});

export const PlayIcon = ({ className }: IconProps) => (
  <svg {...base(className)} fill="currentColor" stroke="none"><path d="M8 5.5v13a1 1 0 001.5.86l10.5-6.5a1 1 0 000-1.72L9.5 4.64A1 1 0 008 5.5z" /></svg>
);
export const CheckIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M5 12.5l4.5 4.5L19 7.5" /></svg>
);
export const SparklesIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" /></svg>
);
export const ChartIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M4 20V10M10 20V4M16 20v-7M22 20H2" /></svg>
);
export const MegaphoneIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M3 11v2a1 1 0 001 1h3l6 4V6L7 10H4a1 1 0 00-1 1zM17 8.5a5 5 0 010 7M7 14l1 5h3" /></svg>
);
export const PrinterIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M7 9V3h10v6M7 18H5a2 2 0 01-2-2v-5a2 2 0 012-2h14a2 2 0 012 2v5a2 2 0 01-2 2h-2M7 14h10v7H7z" /></svg>
);
export const MailIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" /></svg>
);
export const ArrowLeftIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M19 12H5M11 18l-6-6 6-6" /></svg>
);
export const ChevronIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M6 9l6 6 6-6" /></svg>
);
