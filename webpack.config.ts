import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { BundleAnalyzerPlugin } from 'webpack-bundle-analyzer';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import zlib from 'node:zlib';
import { createSystem } from '@chakra-ui/react';
import { brandColors } from './src/config/brand';
import { pageMeta } from './src/content/page-meta.content';
import { SYSTEM_CONFIGS } from './src/ui/system/system-configs';
import { tokenSnapshot } from './src/ui/system/token-snapshot';
import { ClientChunksPlugin, PrerenderPagesPlugin, type ClientChunks } from './scripts/prerender-plugin';
import { SERVICE_WORKER_FILE, ServiceWorkerPlugin } from './scripts/service-worker-plugin';

type Mode = 'development' | 'production';

const root = __dirname;
const srcDir = path.join(root, 'src');
// DIST_DIR lets parallel builds (e.g. two browser-test runs) write to separate folders.
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const publicOut = path.join(distDir, 'public');
/** The client's source maps: for the operator, outside the served folder. */
const sourceMapsOut = path.join(distDir, 'sourcemaps');
const serverOut = path.join(distDir, 'server');
const prerenderOut = path.join(distDir, 'prerender');

/** One value for every bundle of a build, so prerendered markup and the browser agree (src/config/env.ts). */
const BUILD_YEAR = JSON.stringify(String(new Date().getFullYear()));

/** Hashed asset names; the prerender bundle computes the same ones without emitting the files again. */
const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';
const ASSET_TEST = /\.(woff2?|png|jpe?g|webp|avif|svg|ico)$/i;

/** Filled by the client build, read by the prerender step that runs after it. */
const clientChunks: ClientChunks = { groups: new Map(), entryFiles: [] };

/** Assets that benefit from precompression; fonts and images are compressed already. HTML is compressed by
 * the prerender step, which writes the pages. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

function swcRule(mode: Mode, target: 'browser' | 'node'): webpack.RuleSetRule {
  const refresh = mode === 'development' && target === 'browser';
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: target === 'node' ? 'es2022' : 'es2020',
          transform: {
            react: { runtime: 'automatic', development: mode === 'development', refresh },
          },
        },
      },
    },
  };
}

/** Chakra's internal modules, for the one module that needs them (src/ui/system/snapshot-system.ts). */
const CHAKRA_INTERNAL = '@chakra-internal';

const sharedResolve: webpack.ResolveOptions = {
  extensions: ['.tsx', '.ts', '.js', '.mjs'],
  alias: { '@': srcDir, [CHAKRA_INTERNAL]: path.join(root, 'node_modules', '@chakra-ui', 'react', 'dist', 'esm') },
};

/**
 * React Router's production build. Its package resolves to the development build for every bundler (the two differ
 * only in its development warnings), so the browser bundle would carry and run those checks.
 */
const reactRouterDist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

/**
 * The Chakra system's token dictionary, made now from the site's own system, for the browser to restore instead
 * of building it (docs/adr/0007-chakra-system-from-a-build-time-snapshot.md). A JSON string: parsing it is faster
 * than evaluating the same object literal.
 */
function chakraTokenSnapshot(): string {
  return JSON.stringify(tokenSnapshot(createSystem(...SYSTEM_CONFIGS)));
}

/**
 * `PROFILE=1`: a production build to find where a tap's time goes (docs/performance.md, "Finding where a tap's time
 * goes"): React's profiling build (its <Profiler> reports in production), readable function names, and every
 * module's path before its code, so a CPU profile names the package a function belongs to. Never deployed.
 */
const profiling = process.env.PROFILE === '1';
const reactDomProfiling = { 'react-dom/client$': path.join(root, 'node_modules', 'react-dom', 'profiling.js') };

function clientConfig(mode: Mode): webpack.Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  const plugins: webpack.WebpackPluginInstance[] = [
    new webpack.DefinePlugin({
      'process.env.PUBLIC_WEBHOOK_URL': JSON.stringify(process.env.PUBLIC_WEBHOOK_URL ?? ''),
      'process.env.XSTATE_INSPECT': JSON.stringify(production ? '' : (process.env.XSTATE_INSPECT ?? '')),
      // The development server has no service worker; SERVICE_WORKER=off builds the one that removes itself.
      'process.env.SERVICE_WORKER': JSON.stringify(production ? serviceWorkerMode() : 'off'),
      'process.env.BUILD_YEAR': BUILD_YEAR,
      // The development server's page has no prerendered CSS: there the browser builds the whole system.
      'process.env.CHAKRA_TOKEN_SNAPSHOT': production ? JSON.stringify(chakraTokenSnapshot()) : 'undefined',
    }),
    new HtmlWebpackPlugin({
      template: path.join(root, 'public', 'index.html'),
      scriptLoading: 'defer',
      // Production: the shell the prerender step fills per page (it writes title and description). The
      // development server serves it empty, with the home page's title until the router sets the route's own.
      spaShell: !production,
      title: pageMeta.home.title,
      themeColor: brandColors.theme,
      minify: production ? { collapseWhitespace: true, removeComments: true, ignoreCustomComments: [/^app-/] } : false,
    }),
    new CopyWebpackPlugin({
      patterns: [{ from: path.join(root, 'public'), globOptions: { ignore: ['**/index.html'] } }],
    }),
  ];
  if (production) {
    plugins.push(
      // output.clean empties only dist/public; the maps of the last build go too.
      {
        apply: (compiler: webpack.Compiler) =>
          compiler.hooks.beforeRun.tap('CleanSourceMaps', () =>
            fs.rmSync(sourceMapsOut, { recursive: true, force: true }),
          ),
      },
      new CompressionPlugin({
        filename: '[path][base].gz',
        algorithm: 'gzip',
        test: COMPRESSIBLE,
        threshold: 512,
        minRatio: 0.9,
      }),
      new CompressionPlugin({
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        test: COMPRESSIBLE,
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
        threshold: 512,
        minRatio: 0.9,
      }),
    );
    plugins.push(new ClientChunksPlugin(clientChunks));
    if (process.env.ANALYZE === '1') {
      // `npm run analyze`: each library's share of every chunk, written next to the benchmarks, never served.
      plugins.push(
        new BundleAnalyzerPlugin({
          analyzerMode: 'static',
          reportFilename: path.join(root, 'bench-results', 'bundle-report.html'),
          generateStatsFile: true,
          statsFilename: path.join(root, 'bench-results', 'bundle-stats.json'),
          defaultSizes: 'gzip',
          openAnalyzer: false,
          logLevel: 'warn',
        }),
      );
    }
  } else {
    plugins.push(new ReactRefreshWebpackPlugin({ overlay: false }));
  }

  return {
    name: 'client',
    mode,
    target: 'browserslist:defaults',
    entry: { main: path.join(srcDir, 'app', 'main.tsx') },
    output: {
      path: publicOut,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      // Source maps reveal the whole source: the production build writes them beside the site for the operator
      // (dist/sourcemaps/, never served) and the scripts do not point to them (hidden-source-map).
      sourceMapFilename: `${path.relative(publicOut, sourceMapsOut)}/[file].map`,
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
      pathinfo: profiling ? 'verbose' : false,
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: production
      ? {
          ...sharedResolve,
          alias: { ...sharedResolve.alias, ...reactRouterProduction, ...(profiling ? reactDomProfiling : {}) },
        }
      : sharedResolve,
    module: {
      rules: [swcRule(mode, 'browser'), { test: ASSET_TEST, type: 'asset/resource' }],
    },
    plugins,
    optimization: {
      // swc's minifier instead of webpack's default (terser with two compress passes): the scripts come out about
      // 1 % smaller and the build takes about half the CPU time (21 s instead of 40 s). Only JavaScript:
      // html-webpack-plugin minifies the shell and keeps the prerender markers.
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } }),
      ],
      minimize: production && !profiling,
      concatenateModules: !profiling,
      runtimeChunk: 'single',
      splitChunks: { chunks: 'all' },
      moduleIds: 'deterministic',
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.DEV_PORT ?? 8080),
      hot: true,
      historyApiFallback: true,
      client: { overlay: false },
      // The relay of a built server (`npm run serve`, on PORT) answers the webhook posts while developing.
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.PORT ?? 3000}` }],
    },
  };
}

function serverConfig(mode: Mode): webpack.Configuration {
  return {
    name: 'server',
    mode,
    target: 'node20',
    entry: {
      main: path.join(srcDir, 'server', 'process', 'main.ts'),
      // Operator command: npm run outbox.
      outbox: path.join(srcDir, 'server', 'relay', 'outbox-main.ts'),
      // A deployment with releases runs this: it switches releases without closing the port (docs/operations.md).
      supervisor: path.join(srcDir, 'server', 'releases', 'supervisor-main.ts'),
      // Operator command: npm run release (builds, switches and rolls back releases).
      release: path.join(srcDir, 'server', 'releases', 'release-main.ts'),
    },
    output: { path: serverOut, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    devtool: 'source-map',
    resolve: sharedResolve,
    // Packages stay in node_modules (native better-sqlite3 among them); only our own code is bundled.
    externals: [
      ({ request }, callback) => {
        if (request && !request.startsWith('.') && !request.startsWith('@/') && !path.isAbsolute(request)) {
          callback(undefined, `commonjs ${request}`);
          return;
        }
        callback();
      },
    ],
    module: { rules: [swcRule(mode, 'node')] },
    optimization: { minimize: false },
    node: { __dirname: false },
  };
}

/**
 * Renders every page to HTML after the client build (docs/prerendering.md): the app's own React tree, bundled
 * for Node, run by the prerender step, which writes the pages into dist/public. Not served.
 */
function prerenderConfig(mode: Mode): webpack.Configuration {
  return {
    name: 'prerender',
    mode,
    dependencies: ['client'],
    target: 'node20',
    entry: { prerender: path.join(srcDir, 'app', 'prerender.tsx') },
    output: { path: prerenderOut, filename: '[name].js', library: { type: 'commonjs2' }, publicPath: '/', clean: true },
    resolve: sharedResolve,
    // Packages stay in node_modules (resolved from here, as DIST_DIR may be elsewhere), except bundled files
    // (fonts) whose hashed addresses the pages need.
    externals: [
      ({ request }, callback) => {
        // Chakra's internals from the same (CommonJS) copy of Chakra as the rest, like every other package.
        if (request?.startsWith(`${CHAKRA_INTERNAL}/`)) {
          const internal = request.slice(CHAKRA_INTERNAL.length).replace(/\.js$/, '.cjs');
          callback(
            undefined,
            `commonjs ${path.join(root, 'node_modules', '@chakra-ui', 'react', 'dist', 'cjs', internal)}`,
          );
          return;
        }
        if (
          request &&
          !ASSET_TEST.test(request) &&
          !request.startsWith('.') &&
          !request.startsWith('@/') &&
          !path.isAbsolute(request)
        ) {
          callback(undefined, `commonjs ${require.resolve(request, { paths: [root] })}`);
          return;
        }
        callback();
      },
    ],
    module: {
      rules: [
        swcRule(mode, 'node'),
        { test: ASSET_TEST, type: 'asset/resource', generator: { filename: ASSET_FILENAME, emit: false } },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.BUILD_YEAR': BUILD_YEAR }),
      // One file: the lazy screens and community tabs are rendered in the same process.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new PrerenderPagesPlugin({ clientChunks, publicDir: publicOut }),
    ],
    optimization: { minimize: false },
    devtool: false,
  };
}

/** `SERVICE_WORKER=off`: the kill switch (docs/operations.md, "Offline"); anything else: the site's worker. */
function serviceWorkerMode(): 'on' | 'off' {
  return process.env.SERVICE_WORKER === 'off' ? 'off' : 'on';
}

/**
 * The service worker, public/sw.js (src/app/offline/service-worker.ts), compiled after the prerender step: its precache list
 * names the prerendered offline and not-found pages, which the ServiceWorkerPlugin finds and writes in. With
 * SERVICE_WORKER=off the worker that unregisters itself instead.
 */
function serviceWorkerConfig(mode: Mode): webpack.Configuration {
  const off = serviceWorkerMode() === 'off';
  return {
    name: 'service-worker',
    mode,
    dependencies: ['prerender'],
    target: 'webworker',
    entry: { sw: path.join(srcDir, 'app', 'offline', off ? 'service-worker-off.ts' : 'service-worker.ts') },
    output: { path: publicOut, filename: SERVICE_WORKER_FILE, clean: false },
    resolve: sharedResolve,
    module: { rules: [swcRule(mode, 'browser')] },
    plugins: [
      // It sends the requests that waited where the page sends them (src/config/env.ts).
      new webpack.DefinePlugin({
        'process.env.PUBLIC_WEBHOOK_URL': JSON.stringify(process.env.PUBLIC_WEBHOOK_URL ?? ''),
      }),
      ...(off ? [] : [new ServiceWorkerPlugin({ publicDir: publicOut, file: SERVICE_WORKER_FILE })]),
    ],
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      splitChunks: false,
      runtimeChunk: false,
    },
    devtool: false,
    performance: { hints: false },
  };
}

export default (_env: unknown, argv: { mode?: Mode }) => {
  const mode: Mode = argv.mode ?? 'production';
  return mode === 'production'
    ? [clientConfig(mode), serverConfig(mode), prerenderConfig(mode), serviceWorkerConfig(mode)]
    : clientConfig(mode);
};
