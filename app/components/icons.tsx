// Small inline icons: no icon library in the bundle.
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
});

export const MenuIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M4 6h16M4 12h16M4 18h16" /></svg>
);
export const CloseIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M6 6l12 12M18 6L6 18" /></svg>
);
export const BellIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" /></svg>
);
export const SearchIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><circle cx="11" cy="11" r="7" /><path d="M21 21l-4.3-4.3" /></svg>
);
export const UserIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0116 0" /></svg>
);
export const ChevronDownIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M6 9l6 6 6-6" /></svg>
);
export const LogoutIcon = ({ className }: IconProps) => (
  <svg {...base(className)}><path d="M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9" /></svg>
);
export const LogoMark = ({ className }: IconProps) => (
  <svg className={className ?? "h-8 w-8"} viewBox="0 0 32 32" aria-hidden="true">
    <rect width="32" height="32" rx="8" fill="#1f66d1" />
    <path d="M9 21l5-6 4 4 5-8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    <circle cx="23" cy="11" r="2" fill="#f59e0b" />
  </svg>
);
