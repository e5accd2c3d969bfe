/**
 * The build's prerender step (docs/prerendering.md), as two webpack plugins:
 * - ClientChunksPlugin records which files each named chunk of the browser build consists of;
 * - PrerenderPagesPlugin runs after the prerender bundle is written: it renders every page with it and writes
 *   the HTML (plus brotli and gzip copies), sitemap.xml and robots.txt into the site folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler } from 'webpack';
import { publicWebhookUrl } from '../src/config/env';
import { NOT_FOUND_FILE } from '../src/config/prerendered-pages';
import { withPagePolicy } from '../src/server/site/page-policy';
import { writeStaticHostHeaders } from './static-host-headers';

export interface ClientChunks {
  /** Named chunk group (e.g. page-cloudium) → its script files, relative to the site folder. */
  groups: Map<string, string[]>;
  /** The entry's own script files (already in the HTML shell). */
  entryFiles: string[];
}

const PLUGIN = 'PrerenderPages';

export class ClientChunksPlugin {
  constructor(private readonly record: ClientChunks) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ClientChunks', (compilation) => {
      this.record.groups.clear();
      for (const [name, group] of compilation.namedChunkGroups) {
        this.record.groups.set(
          name,
          group.getFiles().filter((file) => file.endsWith('.js')),
        );
      }
      this.record.entryFiles = compilation.entrypoints.get('main')?.getFiles() ?? [];
    });
  }
}

/** What the prerender bundle (src/app/prerender.tsx) exports. */
interface PrerenderBundle {
  prerenderTargets(): { location: string; file: string; canonicalPath?: string; inSitemap: boolean }[];
  renderPage(location: string): Promise<{
    meta: { title: string; description: string };
    html: string;
    styleTags: string;
    chunks: string[];
    preloads: string;
  }>;
  headTags(input: {
    meta: { title: string; description: string };
    canonicalPath?: string;
    origin: string;
    noIndex?: boolean;
  }): string;
  fillShell(
    shell: string,
    parts: { head: string; body: string; scripts: readonly string[]; renderedPath: string },
  ): string;
  loadScriptsAfterPaint(html: string, loaderUrl: string): string;
  renderOfflinePage(): ReturnType<PrerenderBundle['renderPage']>;
  withoutScripts(html: string): string;
  webManifest(): object;
  WEB_MANIFEST_PATH: string;
  sitemapXml(origin: string, paths: readonly string[]): string;
  robotsTxt(origin: string): string;
  publicOrigin(): string;
}

/** The page's one script tag, in this order: the early-input recorder, then the script loader (docs/prerendering.md). */
const BOOT_SOURCES = ['early-input.js', 'script-loader.js'];

/** Writes the boot script (BOOT_SOURCES, as they are) under a content hash; returns its address. */
function writeBootScript(publicDir: string): string {
  const source = BOOT_SOURCES.map((file) =>
    fs.readFileSync(path.join(__dirname, '..', 'src', 'app', file), 'utf8'),
  ).join('\n');
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 10);
  const file = `assets/boot.${hash}.js`;
  writeCompressed(path.join(publicDir, file), source);
  return `/${file}`;
}

/** Writes a document under a name with its content's hash (`<base>.<hash>.html`), compressed like the rest. */
function writeHashed(publicDir: string, base: string, content: string): string {
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 10);
  const file = `${base}.${hash}.html`;
  writeCompressed(path.join(publicDir, file), content);
  return `/${file}`;
}

/** Writes a file with its precompressed copies, as the server and static hosts serve them. */
function writeCompressed(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(content, 'utf8');
  fs.writeFileSync(file, bytes);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
}

export interface PrerenderOptions {
  readonly clientChunks: ClientChunks;
  /** The site folder (dist/public), where webpack wrote the HTML shell index.html. */
  readonly publicDir: string;
}

export class PrerenderPagesPlugin {
  constructor(private readonly options: PrerenderOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async (compilation) => {
      const bundleFile = path.join(compilation.outputOptions.path ?? '', 'prerender.js');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const bundle = require(bundleFile) as PrerenderBundle;
      await this.writeSite(bundle);
    });
  }

  /** The screen's own script files, beyond the entry's, for a list of chunk names. */
  private scriptsFor(chunks: readonly string[]): string[] {
    const { groups, entryFiles } = this.options.clientChunks;
    const files = chunks.flatMap((name) => {
      const group = groups.get(name);
      if (!group) throw new Error(`Vorrendern: Chunk "${name}" gibt es im Browser-Build nicht.`);
      return group;
    });
    return [...new Set(files)].filter((file) => !entryFiles.includes(file)).map((file) => `/${file}`);
  }

  /** One finished document: head tags, markup and scripts in the shell, scripts after the first paint, the policy. */
  private async document(
    bundle: PrerenderBundle,
    shell: string,
    loaderUrl: string,
    target: { location: string; canonicalPath?: string },
    page: Awaited<ReturnType<PrerenderBundle['renderPage']>>,
  ): Promise<string> {
    const head =
      bundle.headTags({
        meta: page.meta,
        canonicalPath: target.canonicalPath,
        origin: bundle.publicOrigin(),
        noIndex: target.canonicalPath === undefined,
      }) +
      page.preloads +
      page.styleTags;
    const html = bundle.fillShell(shell, {
      head,
      body: page.html,
      scripts: this.scriptsFor(page.chunks),
      renderedPath: target.location,
    });
    return bundle.loadScriptsAfterPaint(html, loaderUrl);
  }

  private async writeSite(bundle: PrerenderBundle): Promise<void> {
    const { publicDir } = this.options;
    const shell = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
    const origin = bundle.publicOrigin();
    const targets = bundle.prerenderTargets();
    const loaderUrl = writeBootScript(publicDir);
    for (const target of targets) {
      const html = await this.document(bundle, shell, loaderUrl, target, await bundle.renderPage(target.location));
      // The policy goes in last: it lists the finished page's inline styles by hash.
      const finished = withPagePolicy(html, publicWebhookUrl());
      writeCompressed(path.join(publicDir, target.file), finished);
      // The service worker answers the not-found page offline too, under a name of its own (it precaches it).
      if (target.file === NOT_FOUND_FILE) writeHashed(publicDir, 'assets/not-found', finished);
    }
    const offline = await bundle.renderOfflinePage();
    const offlineHtml = await this.document(bundle, shell, loaderUrl, { location: '/offline' }, offline);
    writeHashed(publicDir, 'assets/offline', withPagePolicy(bundle.withoutScripts(offlineHtml), publicWebhookUrl()));
    writeCompressed(
      path.join(publicDir, bundle.WEB_MANIFEST_PATH),
      `${JSON.stringify(bundle.webManifest(), null, 2)}\n`,
    );
    writeStaticHostHeaders(publicDir);
    const sitemapPaths = targets.flatMap((target) => (target.inSitemap ? [target.location] : []));
    writeCompressed(path.join(publicDir, 'sitemap.xml'), bundle.sitemapXml(origin, sitemapPaths));
    writeCompressed(path.join(publicDir, 'robots.txt'), bundle.robotsTxt(origin));
  }
}
