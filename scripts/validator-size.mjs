#!/usr/bin/env node
// What client-side validation of the profile form would cost in the browser, gzip -9 of a minified
// esbuild bundle (React left out): full zod 4, zod/mini, conform with and without its zod adapter,
// and the few lines the app ships instead (app/utils/submission.ts). Figures for decision 012.
//   node scripts/validator-size.mjs
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The profile form's schema (app/modules/profile/profile-schema.ts), written for each library.
const CANDIDATES = {
  'zod 4 (import { z } from "zod")': `import { z } from "zod";
    const schema = z.object({ name: z.string().trim().min(1, "Informe seu nome.").max(120), phone: z.string().trim().min(1, "Informe seu telefone.").max(30),
      hasCNPJ: z.enum(["sim", "nao"]).default("nao"), wantsPartnerInfo: z.boolean().default(false) });
    console.log(schema.safeParse({}));`,
  "zod/mini": `import * as z from "zod/mini";
    const schema = z.object({ name: z.string().check(z.trim(), z.minLength(1, "Informe seu nome."), z.maxLength(120)),
      phone: z.string().check(z.trim(), z.minLength(1, "Informe seu telefone."), z.maxLength(30)),
      hasCNPJ: z._default(z.enum(["sim", "nao"]), "nao"), wantsPartnerInfo: z._default(z.boolean(), false) });
    console.log(z.safeParse(schema, {}));`,
  "@conform-to/react (sem validador)": `import { useForm, getFormProps, getInputProps } from "@conform-to/react";
    console.log(useForm, getFormProps, getInputProps);`,
  "@conform-to/react + @conform-to/zod/v4 + zod": `import { useForm, getFormProps, getInputProps } from "@conform-to/react";
    import { parseWithZod, getZodConstraint } from "@conform-to/zod/v4";
    import { z } from "zod";
    const schema = z.object({ name: z.string().trim().min(1).max(120) });
    console.log(useForm, getFormProps, getInputProps, (f) => parseWithZod(f, { schema }), getZodConstraint(schema));`,
  "app/utils/submission.ts (o que o app usa)": `import { replyErrors, replyValue, errorAttributes } from "./app/utils/submission";
    console.log(replyErrors, replyValue, errorAttributes);`,
};

for (const [name, contents] of Object.entries(CANDIDATES)) {
  // @conform-to/react left the dependencies with decision 012; its rows need it installed.
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    external: ["react", "react-dom"],
    write: false,
    logLevel: "silent",
  }).catch((error) => {
    if (!/Could not resolve/.test(error.message)) throw error;
    return null;
  });
  if (!result) {
    console.log(`     -                  ${name} (pacote não instalado)`);
    continue;
  }
  const code = result.outputFiles[0].contents;
  console.log(
    `${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1).padStart(6)} KB gzip ${(code.length / 1024).toFixed(1).padStart(7)} KB  ${name}`,
  );
}
