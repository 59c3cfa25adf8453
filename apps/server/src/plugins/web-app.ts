import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { appRouteFor, isAppPath } from '@qtify/shared/app-routes/is-app-path';
import type { RouteSpec } from '@qtify/shared/app-routes/route-table';
import { isPublicId } from '@qtify/shared/domain/public-id';
import { DEFAULT_LANGUAGE } from '@qtify/shared/i18n/languages';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Config, hasWebBuild } from '../config';
import { isOpaqueToken } from '../features/auth/opaque-token';
import { methodsOfPath } from '../route-table';
import { siteOrigin } from '../site-origin';
import { errorBody } from './error-handler';
import { firstView } from './first-view';
import { type PagePlace, withPageHead } from './page-head';
import { type PersonalLookups, personalFirstView } from './personal-first-view';
import { registerRobotsTxt } from './robots-txt';
import { withSiteFirstView } from './site-first-view';

/** Vite puts content-hashed files here: a changed file gets a new name, so they can be cached forever. */
const ASSETS = '/assets/';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(pathname)) return false;
  // A missing hashed asset (an old chunk after a deploy) must stay a 404: answering index.html
  // would hand HTML to a <script> tag, and an immutable cache might keep it.
  return !pathname.startsWith(ASSETS);
}

/** The methods a path answers: its routes', or GET and HEAD for a page of the web app. */
function allowedMethods(app: FastifyInstance, pathname: string, built: boolean): string[] {
  const methods = methodsOfPath(app, pathname);
  if (methods.length === 0 && built && !isApiPath(pathname) && isAppPath(pathname)) return ['GET', 'HEAD'];
  return methods;
}

interface PageAnswer {
  plain: string;
  br: Buffer;
  gzip: Buffer;
}

/** Looks up the business of a public link for its page's HTML; null when there is none to show. */
export type PlaceLookup = (publicId: string) => Promise<PublicBusiness | null>;

/** What the server looks up for a page's HTML: a public link's business, a personal link's own data. */
export interface PageLookups extends PersonalLookups {
  place: PlaceLookup;
}

/**
 * index.html with each page's title, description and preloads (page-head.ts), compressed once per
 * page: the build's .br/.gz copies of index.html carry the general head only. A business's public
 * page with its business inline is compressed per answer (quickly: a few KB).
 */
function pageAnswers(webDist: string, origin: string) {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const cache = new Map<string, PageAnswer>();
  const once = (plain: string): PageAnswer => ({
    plain,
    br: brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzip: gzipSync(plain),
  });
  return (
    route: RouteSpec | undefined,
    { place, personal = '' }: { place?: PagePlace | undefined; personal?: string } = {},
    request?: FastifyRequest,
  ): PageAnswer => {
    if (place) {
      // The first view speaks German only: a visitor who chose another language gets it from the app.
      const url = new URL(request?.url ?? '/', 'http://page.invalid');
      const shown = request && speaksGerman(request) ? firstView(route, place.business, url) : '';
      return once(withPageHead(indexHtml, route, { place, firstView: shown, origin }));
    }
    // A personal link's first view holds the patient's own data: made for this answer, never kept.
    if (personal) return once(withPageHead(indexHtml, route, { firstView: personal }));
    // The site's landing and login pages carry a first view too, the same for every visitor of a
    // language: kept per page and language.
    const german = !request || speaksGerman(request);
    const key = `${route?.id ?? ''}${german ? '' : ':without-first-view'}`;
    let answer = cache.get(key);
    if (!answer) {
      // The site's landing and login pages carry a first view too, the same for every visitor.
      const plain = withSiteFirstView(withPageHead(indexHtml, route), german ? route : undefined);
      answer = { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) };
      cache.set(key, answer);
    }
    return answer;
  };
}

/** The language the visitor chose in the app, which keeps it in a cookie too (web: language-store.ts). */
function chosenLanguage(request: FastifyRequest): string | undefined {
  return /(?:^|;\s*)qtify\.language=([a-z]{2})\b/.exec(String(request.headers.cookie ?? ''))?.[1];
}

/** Whether the app shows this visitor German first (first views are German only). */
function speaksGerman(request: FastifyRequest): boolean {
  const language = chosenLanguage(request);
  return !language || language === DEFAULT_LANGUAGE;
}

/** The public id a business's page names: in its path (`/shops/<publicId>`), else in `?b=`. */
function publicIdOfPage(url: URL, route: RouteSpec): string | undefined {
  if (route.id === 'shop') return decodeURIComponent(url.pathname.split('/').filter(Boolean)[1] ?? '');
  return url.searchParams.get('b')?.trim();
}

/**
 * The business a public page's link names (registration and booking `?b=<publicId>`, its own page
 * `/shops/<publicId>`), for the page to render with at once. `missing`: the business's own page of
 * an unknown id, which is a 404. Never fails the page: when the lookup fails, the page fetches the
 * business itself.
 */
async function placeOfPage(
  request: FastifyRequest,
  route: RouteSpec | undefined,
  lookUp: PlaceLookup | undefined,
): Promise<{ place?: PagePlace; missing?: boolean }> {
  if (!lookUp || route?.frame !== 'business') return {};
  let publicId: string | undefined;
  try {
    publicId = publicIdOfPage(new URL(request.url, 'http://page.invalid'), route);
  } catch {
    publicId = undefined;
  }
  const ownPage = route.id === 'shop';
  if (!isPublicId(publicId)) return { missing: ownPage };
  try {
    const business = await lookUp(publicId);
    return business ? { place: { publicId, business } } : { missing: ownPage };
  } catch (error) {
    request.log.warn({ err: error }, 'the business of a public page could not be looked up');
    return {};
  }
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  answer: PageAnswer,
  route?: Pick<RouteSpec, 'personal'>,
) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    // A personal link's page may carry the patient's own data (personal-first-view.ts): no copy
    // anywhere, the browser's back-forward and disk caches included.
    .header('cache-control', route?.personal ? 'no-store' : 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(answer.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.plain);
}

/**
 * Serves the built web app from WEB_DIST and answers what no route matched: a known path with
 * another method is 405 with `Allow`; the pages of the web app (packages/shared app-routes) get
 * index.html with their own title and description, and the SPA router takes over; any other path
 * outside /api gets index.html too, with status 404, and the SPA shows its not-found page; unknown
 * /api paths and missing assets are a JSON 404. Without a web build, pages answer a 404 that says
 * so, and the API works as usual.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  lookUps?: PageLookups,
): Promise<void> {
  const built = hasWebBuild(config);
  if (built) {
    const assetsDir = path.join(config.webDist, ASSETS);
    await app.register(fastifyStatic, {
      root: config.webDist,
      // `/` is a page like the others: its index.html carries its own head (below).
      index: false,
      cacheControl: false,
      // The web build writes .br and .gz beside each file (apps/web/build/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.startsWith(assetsDir);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Caches between us and the browser must keep the brotli, gzip and plain copies apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  if (built) registerPatientManifest(app, config.webDist);
  const pageAnswer = built ? pageAnswers(config.webDist, siteOrigin(config)) : null;
  registerRobotsTxt(app);

  // With `index: false` the static plugin refuses `/` (403): the landing page is answered here.
  if (pageAnswer)
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, 200, pageAnswer(appRouteFor('/'), undefined, request)),
    );

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const allowed = allowedMethods(app, pathname, built);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(
          errorBody('METHOD_NOT_ALLOWED', `${request.method} is not allowed here; use ${allowed.join(', ')}`),
        );
    }
    if (isPageRequest(request, pathname)) {
      if (pageAnswer) {
        const found = appRouteFor(pathname);
        const { place, missing } = await placeOfPage(request, found, lookUps?.place);
        // A business's own page of an unknown id is the not-found page, with its status.
        const route = missing ? undefined : found;
        // Legacy addresses are pages too: the app forwards them.
        const status = !missing && (route || isAppPath(pathname)) ? 200 : 404;
        const personal =
          lookUps && speaksGerman(request) ? await personalFirstView(request, route, lookUps) : '';
        return sendPage(request, reply, status, pageAnswer(route, { place, personal }, request), route);
      }
      return reply
        .status(404)
        .send(
          errorBody('NOT_FOUND', 'The web app is not built: run `npm run build` (apps/web/dist is missing)'),
        );
    }
    return reply.status(404).send(errorBody('NOT_FOUND', `Route ${request.method} ${pathname} not found`));
  });
}

/**
 * `/q/<token>/manifest.webmanifest`: the app's manifest with the patient's own room as start URL.
 * The patient room links it instead of the general one, so the app installed from there opens
 * that room: on iOS the installed app shares no storage with Safari and would not know the place
 * otherwise. The path starts with /q/, so logs mask the token; the answer is never cached.
 */
function registerPatientManifest(app: FastifyInstance, webDist: string): void {
  const file = path.join(webDist, 'manifest.webmanifest');
  if (!existsSync(file)) return;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  app.get<{ Params: { token: string } }>(
    '/q/:token/manifest.webmanifest',
    { schema: { hide: true } },
    (request, reply) => {
      const { token } = request.params;
      if (!isOpaqueToken(token)) return reply.status(404).send(errorBody('NOT_FOUND', 'Unknown place'));
      return reply
        .header('cache-control', 'no-store')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify({ ...manifest, start_url: `/q/${token}` }));
    },
  );
}
