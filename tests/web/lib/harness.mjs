// harness.mjs: what every browser test uses. A test is a node ESM script
// tests/web/test_web_NAME.mjs that calls webTest once:
//
//   import assert from 'node:assert/strict';
//   import { webTest } from './lib/harness.mjs';
//   await webTest(import.meta.url, async (t) => {
//     const ann = await t.newPlayer('ann');
//     const welcome = await ann.waitForMessage('welcome');
//     await t.waitFor(ann.page, '#app');
//     await t.leakCheck(ann, ['secret']);
//   });
//
// webTest starts `rink serve` (a free port, a store of its own) and Debian's
// chromium driven by playwright-core, runs the test under a whole-test time
// limit, fails it on any console error, CSP violation or uncaught exception
// of any page, keeps a screenshot of every open page when it fails, always
// stops the browser and the server (checking the server exits 0), and exits
// 0 (passed), 1 (failed) or 77 (skipped: something is not installed).
//
// Environment: RINK (the binary; default build/debug/rink), RINK_WEB (the
// client's files; default web/), RINK_CHROMIUM (default /usr/bin/chromium),
// RINK_WEB_TIMEOUT (seconds for the whole test; default 240),
// RINK_WEB_ARTIFACTS (failure screenshots; default build/web-artifacts),
// RINK_WEB_VERBOSE=1 (print every frame as it comes).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..', '..', '..');
const WEB_TESTS = path.resolve(HERE, '..');

const env = process.env;
const RINK = path.resolve(ROOT, env.RINK || 'build/debug/rink');
const WEB = path.resolve(ROOT, env.RINK_WEB || 'web');
const CHROMIUM = env.RINK_CHROMIUM || '/usr/bin/chromium';
const TEST_TIMEOUT_S = Number(env.RINK_WEB_TIMEOUT || 240);
const ARTIFACTS = path.resolve(ROOT, env.RINK_WEB_ARTIFACTS || 'build/web-artifacts');
const VERBOSE = env.RINK_WEB_VERBOSE === '1';

/** The flags this machine needs (no sandbox as root, no network of chromium's own). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
  '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync'];

/** Default bound of one wait (ms): a selector, a message. */
export const WAIT_MS = 20000;

const SKIP = 77;

function skip(why) {
  console.log(`skipped: ${why} (run scripts/bootstrap)`);
  process.exit(SKIP);
}

/** Resolves with p, or rejects after ms with an error saying what. */
export function bounded(p, ms, what) {
  let timer;
  const t = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([p, t]).finally(() => clearTimeout(timer));
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- the server

/** `rink serve` on 127.0.0.1 over a store in its own temporary folder. */
class Server {
  constructor(dir, extra) {
    this.dir = dir;
    this.db = path.join(dir, 'rink.db');
    this.extra = extra;
    this.proc = null;
    this.port = 0;
    this.stderr = '';
    this.diedEarly = null; // a message once it exited by itself
  }

  async start(port = 0) {
    const args = ['serve', '--port', String(port), '--db', this.db, '--web', WEB, '--quiet',
      ...this.extra];
    const proc = spawn(RINK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    this.proc = proc;
    this.stderr = '';
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (d) => { this.stderr += d; });
    proc.stdout.setEncoding('utf8');
    let out = '';
    const line = new Promise((resolve, reject) => {
      proc.stdout.on('data', (d) => {
        out += d;
        const nl = out.indexOf('\n');
        if (nl >= 0) resolve(out.slice(0, nl));
      });
      proc.on('error', reject);
      proc.on('exit', (code, sig) => reject(new Error(
        `rink serve exited (${code ?? sig}) before printing its port: ${this.stderr.trim()}`)));
    });
    const first = await bounded(line, 20000, `${RINK} serve`);
    const m = /:(\d+)\//.exec(first);
    if (!m) throw new Error(`rink serve printed no port: ${JSON.stringify(first)}`);
    this.port = Number(m[1]);
    this.url = `http://127.0.0.1:${this.port}/`;
    proc.on('exit', (code, sig) => {
      if (this.proc === proc) {
        this.diedEarly = `rink serve exited by itself (${code ?? sig}): ${this.stderr.trim()}`;
        this.proc = null;
      }
    });
  }

  /** SIGTERM (the exit status must be 0) or SIGKILL; bounded at 20 s. */
  async stop(sig = 'SIGTERM') {
    const proc = this.proc;
    if (!proc) return;
    this.proc = null;
    const exited = new Promise((resolve) => proc.on('exit', (code, s) => resolve({ code, s })));
    proc.kill(sig);
    let r;
    try {
      r = await bounded(exited, 20000, 'rink serve stopping');
    } catch (e) {
      proc.kill('SIGKILL');
      throw new Error(`rink serve did not stop within 20 s of ${sig}`);
    }
    if (sig === 'SIGTERM' && r.code !== 0) {
      throw new Error(`rink serve exited ${r.code ?? r.s} on SIGTERM: ${this.stderr.trim()}`);
    }
  }

  killNow() {
    if (this.proc) {
      this.proc.kill('SIGKILL');
      this.proc = null;
    }
  }
}

// ---------------------------------------------------------------- players

/**
 * One person: a browser context (its own localStorage, so its own player)
 * and its pages, every WebSocket frame each page receives and sends, and the
 * errors each page reports.
 */
class Player {
  constructor(test, name, context) {
    this.test = test;
    this.name = name;
    this.context = context;
    this.pages = [];
    /** every frame: {page, dir: 'in'|'out', raw, msg (parsed, or null), at (ms since start)} */
    this.frames = [];
    /** console errors, CSP violations, uncaught exceptions: {page, kind, text, count} */
    this.errors = [];
    // the browser's own request for /favicon.ico is not the page's doing
    this.ignored = [/^Failed to load resource: .* \(\S*\/favicon\.ico:\d+\)$/];
    /** the first page's navigation response (status() 200 expected) */
    this.response = null;
  }

  /** The first page. */
  get page() {
    return this.pages[0];
  }

  watch(page) {
    const idx = this.pages.length;
    this.pages.push(page);
    const label = idx ? `${this.name}#${idx + 1}` : this.name;
    const err = (kind, text) => {
      // chromium reports some (a CSP violation) twice: kept once, counted
      const same = this.errors.find((e) => e.page === idx && e.kind === kind && e.text === text);
      if (same) same.count++;
      else this.errors.push({ page: idx, kind, text, count: 1 });
      if (VERBOSE) console.log(`[${label}] ${kind}: ${text}`);
    };
    page.on('console', (m) => {
      if (m.type() === 'error') {
        const loc = m.location();
        err('console error', m.text() + (loc && loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''));
      }
    });
    page.on('pageerror', (e) => err('uncaught exception', e.stack || String(e)));
    page.on('crash', () => err('crash', 'the page crashed'));
    page.on('websocket', (ws) => {
      const record = (dir) => (f) => {
        const raw = typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8');
        let msg = null;
        try {
          msg = JSON.parse(raw);
        } catch {
          // kept raw: a test may look for it
        }
        this.frames.push({ page: idx, dir, raw, msg, at: Date.now() - this.test.started });
        if (VERBOSE) console.log(`[${label}] ${dir === 'in' ? '<<' : '>>'} ${raw.slice(0, 300)}`);
      };
      ws.on('framereceived', record('in'));
      ws.on('framesent', record('out'));
      ws.on('socketerror', (e) => {
        if (VERBOSE) console.log(`[${label}] websocket error: ${e}`);
      });
    });
    return page;
  }

  /** Opens another page (tab) of the same person at path; collected as the first. */
  async newPage(urlPath = '/') {
    const page = this.watch(await this.context.newPage());
    await page.goto(new URL(urlPath, this.test.server.url).href, { timeout: WAIT_MS });
    return page;
  }

  /** Errors matching re are recorded but do not fail the test (an expected disconnect). */
  ignoreErrors(re) {
    this.ignored.push(re);
  }

  fatalErrors() {
    return this.errors.filter((e) => !this.ignored.some((re) => re.test(e.text)));
  }

  /** Parsed messages received (dir 'in') or sent ('out'), of one type or all. */
  messages(type, { dir = 'in', page } = {}) {
    return this.frames
      .filter((f) => f.dir === dir && f.msg && (type == null || f.msg.type === type)
        && (page == null || f.page === page))
      .map((f) => f.msg);
  }

  /** Sent messages: messages(type, {dir: 'out'}). */
  sent(type) {
    return this.messages(type, { dir: 'out' });
  }

  /**
   * Waits for a received message of type whose fields equal match's (or, with
   * a function, for which it returns true), counting only frames from index
   * `after` on (default: all); resolves with the message.
   */
  async waitForMessage(type, match = {}, { timeout = WAIT_MS, after = 0, dir = 'in' } = {}) {
    const ok = (m) => m.type === type && (typeof match === 'function' ? match(m)
      : Object.entries(match).every(([k, v]) => JSON.stringify(m[k]) === JSON.stringify(v)));
    const deadline = Date.now() + timeout;
    for (;;) {
      for (let i = after; i < this.frames.length; i++) {
        const f = this.frames[i];
        if (f.dir === dir && f.msg && ok(f.msg)) return f.msg;
      }
      if (Date.now() >= deadline) {
        const seen = this.frames.filter((f) => f.dir === dir && f.msg).map((f) => f.msg.type);
        throw new Error(`${this.name}: no ${dir === 'in' ? 'received' : 'sent'} ${type} `
          + `${typeof match === 'function' ? '(by predicate)' : JSON.stringify(match)} within `
          + `${timeout / 1000} s (${dir === 'in' ? 'received' : 'sent'}: ${seen.slice(-20).join(' ') || 'nothing'})`);
      }
      await sleep(50);
    }
  }
}

// ---------------------------------------------------------------- the test

class WebTest {
  constructor(name) {
    this.name = name;
    this.started = Date.now();
    this.players = [];
    this.server = null;
    this.browser = null;
    this.timings = {};
    this.tmp = fs.mkdtempSync(path.join(os.tmpdir(), `rink-${name}-`));
  }

  /** Prints a line with the seconds since the test began. */
  log(...args) {
    console.log(`[${((Date.now() - this.started) / 1000).toFixed(1)} s]`, ...args);
  }

  /**
   * A new person: a fresh browser context (its own localStorage) and a page
   * at the server's address + urlPath. contextOptions go to
   * browser.newContext (viewport: {width: 360, height: 740}, ...).
   */
  async newPlayer(name, { path: urlPath = '/', ...contextOptions } = {}) {
    assert.ok(!this.players.some((p) => p.name === name), `two players named ${name}`);
    const t0 = Date.now();
    const context = await this.browser.newContext(contextOptions);
    context.setDefaultTimeout(WAIT_MS);
    // a CSP violation fails the test even where chromium would not log it
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`
          + ` (${e.sourceFile || ''}:${e.lineNumber || 0})`);
      });
    });
    const player = new Player(this, name, context);
    this.players.push(player);
    const page = player.watch(await context.newPage());
    player.response = await page.goto(new URL(urlPath, this.server.url).href, { timeout: WAIT_MS });
    this.timings[`page load (${name})`] = Date.now() - t0;
    return player;
  }

  /** Waits (bounded) until selector is in state ('visible', 'attached', 'hidden', 'detached'); returns its locator. */
  async waitFor(page, selector, { timeout = WAIT_MS, state = 'visible' } = {}) {
    const loc = page.locator(selector).first();
    try {
      await loc.waitFor({ state, timeout });
    } catch (e) {
      throw new Error(`${this.pageName(page)}: ${selector} not ${state} within ${timeout / 1000} s`);
    }
    return loc;
  }

  pageName(page) {
    for (const p of this.players) {
      const i = p.pages.indexOf(page);
      if (i >= 0) return i ? `${p.name}#${i + 1}` : p.name;
    }
    return 'page';
  }

  playerOf(pageOrPlayer) {
    if (pageOrPlayer instanceof Player) return pageOrPlayer;
    const p = this.players.find((pl) => pl.pages.includes(pageOrPlayer));
    assert.ok(p, 'leakCheck: a page no player opened');
    return p;
  }

  /**
   * Fails when any forbidden string (or RegExp) is in the page's DOM (text,
   * attributes, form values; every page of the player if given a player) or in
   * any frame it received from index `after` on. dom: false or frames: false
   * leave one out.
   */
  async leakCheck(pageOrPlayer, forbidden, { dom = true, frames = true, after = 0 } = {}) {
    const player = this.playerOf(pageOrPlayer);
    const pages = pageOrPlayer instanceof Player ? player.pages : [pageOrPlayer];
    const found = [];
    const search = (hay, where) => {
      for (const f of forbidden) {
        const at = f instanceof RegExp ? hay.search(f) : hay.indexOf(f);
        if (at >= 0) {
          const excerpt = hay.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, ' ');
          found.push(`${f} in ${where}: …${excerpt}…`);
        }
      }
    };
    if (dom) {
      for (const page of pages) {
        if (page.isClosed()) continue;
        const text = await page.evaluate(() => {
          const parts = [document.title, document.documentElement.outerHTML];
          for (const el of document.querySelectorAll('input, textarea, select')) parts.push(el.value);
          // text that CSS writes (content:) is not in the DOM; titles and labels are
          return parts.join('\n');
        });
        search(text, `the DOM of ${this.pageName(page)}`);
      }
    }
    if (frames) {
      player.frames.forEach((f, i) => {
        if (i < after || f.dir !== 'in') return;
        // the raw frame, and its JSON re-encoded (so \u00e9 or \/ escapes hide nothing)
        const hay = f.msg ? `${f.raw}\n${JSON.stringify(f.msg)}` : f.raw;
        search(hay, `frame ${i} received by ${player.name} (${f.msg ? f.msg.type : 'not JSON'})`);
      });
    }
    assert.ok(found.length === 0, `leak: ${found.join('\n  ')}`);
  }

  /** Stops the server (SIGTERM, checked) and starts it again on the same port and store. */
  async restartServer() {
    const port = this.server.port;
    await this.server.stop();
    await this.server.start(port);
  }

  async screenshots() {
    const shots = [];
    for (const p of this.players) {
      for (const page of p.pages) {
        if (page.isClosed()) continue;
        const file = path.join(ARTIFACTS, `${this.name}-${this.pageName(page).replace(/[^\w.-]+/g, '_')}.png`);
        try {
          fs.mkdirSync(ARTIFACTS, { recursive: true });
          await bounded(page.screenshot({ path: file, fullPage: true, timeout: 10000 }), 15000, 'screenshot');
          shots.push(file);
        } catch (e) {
          console.log(`no screenshot of ${this.pageName(page)}: ${e.message}`);
        }
      }
    }
    return shots;
  }
}

function testName(metaUrl) {
  const base = path.basename(fileURLToPath(metaUrl)).replace(/\.m?js$/, '');
  return base.replace(/^test_/, ''); // test_web_smoke -> web_smoke, as ctest names it
}

function describe(e) {
  if (e && e.stack) return e.stack;
  return String(e);
}

/**
 * Runs one browser test: fn(t) with t the WebTest (t.server, t.browser,
 * t.newPlayer, t.waitFor, t.leakCheck, t.restartServer, t.log). Exits the
 * process: 0 passed, 1 failed, 77 skipped. options.serverArgs: more
 * arguments for `rink serve`.
 */
export async function webTest(metaUrl, fn, { serverArgs = [] } = {}) {
  const name = testName(metaUrl);
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 18) skip(`node ${process.versions.node} is older than 18`);
  if (!fs.existsSync(CHROMIUM)) skip(`${CHROMIUM} is not installed`);
  if (!fs.existsSync(path.join(WEB_TESTS, 'node_modules', 'playwright-core', 'package.json'))) {
    skip('tests/web/node_modules/playwright-core is not installed');
  }
  if (!fs.existsSync(RINK)) {
    console.log(`FAIL ${name}: no rink binary at ${RINK} (build it, or set RINK)`);
    process.exit(1);
  }
  const { chromium } = await import('playwright-core');

  const t = new WebTest(name);
  let failure = null;
  let timer;
  let onRejection;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(
      `the test did not finish within ${TEST_TIMEOUT_S} s (RINK_WEB_TIMEOUT)`)), TEST_TIMEOUT_S * 1000);
    onRejection = (e) => reject(e);
    process.on('unhandledRejection', onRejection);
  });
  limit.catch(() => {});
  // a last resort when even cleaning up hangs
  const watchdog = setTimeout(() => {
    console.log(`FAIL ${name}: stuck stopping the browser or the server; killed`);
    if (t.server) t.server.killNow();
    process.exit(1);
  }, (TEST_TIMEOUT_S + 90) * 1000);
  watchdog.unref();
  const killOnExit = () => t.server && t.server.killNow();
  process.on('exit', killOnExit);

  try {
    await Promise.race([limit, (async () => {
      let t0 = Date.now();
      t.server = new Server(t.tmp, serverArgs);
      await t.server.start();
      t.timings['server start'] = Date.now() - t0;
      t0 = Date.now();
      t.browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS,
        timeout: 30000 });
      t.timings['chromium start'] = Date.now() - t0;
      t0 = Date.now();
      await fn(t);
      t.timings['test body'] = Date.now() - t0;
      if (t.server.diedEarly) throw new Error(t.server.diedEarly);
      for (const p of t.players) {
        const errs = p.fatalErrors();
        if (errs.length) {
          const e = new Error(`${p.name}: ${errs.length} error(s) in the page:\n  `
            + errs.map((x) => `${x.kind}: ${x.text}${x.count > 1 ? ` (${x.count} times)` : ''}`).join('\n  '));
          e.listed = true;
          throw e;
        }
      }
    })()]);
  } catch (e) {
    failure = e;
  }
  clearTimeout(timer);

  if (failure) {
    console.log(`FAIL ${name}: ${failure.listed ? failure.message : describe(failure)}`);
    for (const p of t.players) {
      if (failure.listed) break;
      for (const e of p.errors) console.log(`  ${p.name}: ${e.kind}: ${e.text}${e.count > 1 ? ` (${e.count} times)` : ''}`);
    }
    if (t.server && t.server.diedEarly) console.log(`  ${t.server.diedEarly}`);
    else if (t.server && t.server.stderr.trim()) console.log(`  rink serve said: ${t.server.stderr.trim().slice(-2000)}`);
    for (const f of await t.screenshots()) console.log(`  screenshot: ${f}`);
  }

  // always: the browser, then the server (its exit status checked)
  if (t.browser) {
    try {
      await bounded(t.browser.close(), 30000, 'closing chromium');
    } catch (e) {
      console.log(`chromium did not close: ${e.message}`);
      failure = failure || e;
    }
  }
  if (t.server) {
    try {
      await t.server.stop();
    } catch (e) {
      console.log(`FAIL ${name}: ${e.message}`);
      failure = failure || e;
    }
  }
  process.off('unhandledRejection', onRejection);
  process.off('exit', killOnExit);
  fs.rmSync(t.tmp, { recursive: true, force: true });

  const total = ((Date.now() - t.started) / 1000).toFixed(1);
  const times = Object.entries(t.timings).map(([k, v]) => `${k} ${(v / 1000).toFixed(2)} s`);
  console.log(`${failure ? 'FAIL' : 'ok'} ${name}: ${total} s (${times.join(', ')})`);
  process.exit(failure ? 1 : 0);
}
