// The nginx side of the build (deploy/nginx/cortracker.conf includes these): the response headers
// the Node server sends, written from the very module it takes them from
// (src/server/security-headers.ts), so nginx and Node cannot drift apart; the caching of the files
// nginx serves itself, as the Node server caches them; and the anti-forgery cookie a page gives a
// visitor who has none (Node's issueXsrfCookie: same name, same attributes, a token of nginx's
// $request_id, 16 random bytes in hex), since the pages nginx serves never reach Node. Build
// artifacts: a new build brings its own. nginx reads them when it loads its configuration, and a
// publish may bring other headers (a new CSP) before nginx is reloaded: so the headers carry an id,
// a digest of them, and the build leaves a file named by it (headersMark); nginx serves a build's
// files itself only while the mark of the headers it loaded is in that build.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { TOKEN_CHARACTERS } from '../../src/server/http/xsrf.ts';
import { readCspMeta, securityHeaders } from '../../src/server/security-headers.ts';
import { XSRF_COOKIE } from '../../src/shared/http/xsrf.ts';
import { writeFile } from './write-file.ts';

/** Where deploy/nginx/cortracker.conf finds them, under dist/. */
export const NGINX_HTTP_INCLUDE = '.meta/nginx/http.conf';
export const NGINX_SERVER_INCLUDE = '.meta/nginx/headers.conf';
/** The file a build leaves to say it sends the headers of that id. */
export const headersMark = (id: string) => `.meta/nginx/headers-${id}`;

const GENERATED = '# Written by npm run build (scripts/build/nginx-includes.ts); do not edit.';

/** A value as an nginx string: quoted, with quotes and backslashes escaped. */
function quoted(value: string): string {
  if (/[$\r\n]/.test(value)) throw new Error(`an nginx header value cannot hold $ or a line break: ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The directives of the http {} block: how long each answer may be cached, and when a page sets the token cookie. */
export function nginxHttpInclude(): string {
  return [
    GENERATED,
    // A GET of a page from a visitor without a well-formed token gets one, Secure over HTTPS.
    'map $http_cookie $cortracker_xsrf_present {',
    `  "~(^|;)\\s*${XSRF_COOKIE}=${TOKEN_CHARACTERS}\\s*(;|$)" 1;`,
    '  default 0;',
    '}',
    'map $scheme $cortracker_xsrf_secure {',
    '  https "; Secure";',
    '  default "";',
    '}',
    'map "$cortracker_xsrf_present $request_method $sent_http_content_type" $cortracker_xsrf_cookie {',
    `  "~^0 GET text/html" "${XSRF_COOKIE}=$request_id; Path=/; SameSite=Strict$cortracker_xsrf_secure";`,
    '  default "";',
    '}',
    // The Node server's caching: hashed assets a year, pages and JSON revalidated, the rest an hour.
    'map $sent_http_content_type $cortracker_type_cache_control {',
    '  "~^text/html" "no-cache";',
    '  "~^application/([\\w.+-]+\\+)?json" "no-cache";',
    '  default "public, max-age=3600";',
    '}',
    'map $uri $cortracker_cache_control {',
    '  "~^/assets/" "public, max-age=31536000, immutable";',
    '  default $cortracker_type_cache_control;',
    '}',
    '',
  ].join('\n');
}

/** The add_header lines of a build: the Node server's headers (with this build's CSP), caching and cookie. */
function headerLines(distDir: string): string[] {
  return [
    ...Object.entries(securityHeaders(readCspMeta(distDir))).map(
      ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
    ),
    'add_header cache-control $cortracker_cache_control always;',
    'add_header set-cookie $cortracker_xsrf_cookie always;',
  ];
}

/** The id of a build's headers: the start of the SHA-256 of their lines. */
export function headersId(distDir: string): string {
  return createHash('sha256').update(headerLines(distDir).join('\n')).digest('hex').slice(0, 16);
}

/** The directives of the location nginx serves files from: the headers, and their id as $cortracker_headers. */
export function nginxServerInclude(distDir: string): string {
  return [GENERATED, ...headerLines(distDir), `set $cortracker_headers ${headersId(distDir)};`, ''].join('\n');
}

export function writeNginxIncludes(distDir: string): void {
  writeFile(join(distDir, NGINX_HTTP_INCLUDE), nginxHttpInclude());
  writeFile(join(distDir, NGINX_SERVER_INCLUDE), nginxServerInclude(distDir));
  writeFile(join(distDir, headersMark(headersId(distDir))), `${GENERATED}\n`);
}
