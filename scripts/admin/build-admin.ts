// Builds the script and style sheet of the sign-in and password pages (src/admin/) into
// dist-admin/sign-in/, with a manifest the server reads to link them (src/server/admin/admin-routes.ts).
import { join } from 'node:path';
import { build } from 'vite';
import { SIGN_IN_ASSETS } from '../../src/server/admin/pages.ts';

export const ADMIN_OUT_DIR = 'dist-admin';

export async function buildAdmin(root: string): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: join(root, ADMIN_OUT_DIR),
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      assetsDir: SIGN_IN_ASSETS,
      rollupOptions: { input: { admin: join(root, 'src/admin/main.ts') } },
    },
  });
}
