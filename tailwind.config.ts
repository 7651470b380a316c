import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef7ff",
          100: "#d9edff",
          200: "#bce0ff",
          500: "#2f80ed",
          600: "#1f66d1",
          700: "#1a52a8",
          900: "#14305e",
        },
        accent: { 500: "#f59e0b", 600: "#d97706" },
      },
      width: { drawer: "20rem" },
      maxHeight: { analysis: "24rem" },
    },
  },
  plugins: [],
} satisfies Config;
