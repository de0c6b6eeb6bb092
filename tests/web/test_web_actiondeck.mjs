// Action Deck in the browser: ann makes a table in the lobby's form
// (teams, tournament, no overtime, the pull offered all through the 3rd
// period at a deficit of 1 or 2, one stop per sequence), coaches the home
// team against the medium bot through the module's own controls only
// (never the frame's moves panel): three sequences by the keyboard on the
// primary button, "to the end of the period", then "to the end of the
// game", answering every decision (keep the goalie in, the best shoot-out
// shooter) on the module's buttons. Quick games (one stop per decision)
// follow until she has made a decision and, if it comes within the time
// kept for it, a shoot-out. Each game's final box score shown must match
// the final view's score.
//
// Hidden information, with a spectator at every game:
// - the deck order (docs/protocol/actiondeck.md: "the order of the cards to
//   come in either deck" is in no view): at each moment K kept during play,
//   the next entry cards of the period (known from the events once played)
//   appear, in that order or reversed, in no frame received up to K and in
//   no DOM of the coach or the spectator at K; the same check, run on the
//   cards already read (which the page shows), must fire, so it can fail;
// - the shoot-out shooters a coach names (shown to his own seat only):
//   while ann's view lists hers at K and the spectator's none, no frame to
//   the spectator up to K carries a named shooter, and the spectator's DOM
//   at K shows none of them as named; the same check run on ann fires;
// - every view holds only the documented fields (no deck, seed, generator),
//   and a state carries `seed` only once over.
//
// RINK_SCREENSHOTS=1 writes docs/screenshots/actiondeck.png (1200x800).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { webTest, ROOT, WAIT_MS } from './lib/harness.mjs';

const SHOTS = process.env.RINK_SCREENSHOTS === '1';
const QUICK_GAMES_S = 35;        // time kept for the quick games after the first
const VIEW_KEYS = new Set(['game', 'phase', 'period', 'clock', 'time_left', 'cards_left', 'home', 'away',
  'names', 'score', 'shots', 'possession', 'zone', 'home_zone', 'faceoff_next', 'faceoff_zone', 'shot_next',
  'card', 'skaters', 'pulled', 'strength', 'control', 'goalies', 'penalties', 'out', 'decision', 'deciding',
  'shootout', 'result', 'box']);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const reEscape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ------------------------------------------------------------ the lobby

async function createTable(t, page, params) {
  await page.goto(new URL('/#/', t.server.url).href);
  await t.waitFor(page, '#create');
  await page.check('input[name=game][value=actiondeck]');
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'boolean') await page.setChecked('#param-' + k, v);
    else await page.selectOption('#param-' + k, v);
  }
  const labels = await page.$$eval('fieldset.seat-kinds label', (ls) => ls.map((l) => l.textContent));
  const code = (f) => /([A-Z]{3})\.csv$/.exec(params[f])[1];
  assert.deepEqual(labels, [`Home: ${code('home')} coach`, `Away: ${code('away')} coach`], 'the seats are named by team');
  assert.equal(await page.inputValue('#seat-0'), 'me');
  await page.click('#create');
  await page.waitForURL(/#\/table\/\d+/);
  await t.waitFor(page, '#actiondeck');
  return Number(/#\/table\/(\d+)/.exec(page.url())[1]);
}

// ------------------------------------------------------------ the table

const seqOf = (page) => page.$eval('#table', (el) => Number(el.dataset.seq));

// Waits until ann's table is still: no "to the end" running, and either a
// control of the coach's or the game over.
async function settle(page, snap, timeout = 90000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const s = await page.evaluate(() => ({
      auto: !!document.querySelector('.ad-stop'),
      over: !!document.querySelector('#table[data-over]'),
      kinds: [...document.querySelectorAll('.ad-coach button[data-action-id]')].map((b) => b.dataset.kind),
      seq: Number(document.querySelector('#table').dataset.seq),
    }));
    if (!s.auto && (s.over || s.kinds.length)) return s;
    if (Date.now() > deadline) throw new Error(`the game did not come to a stop within ${timeout / 1000} s: ${JSON.stringify(s)}`);
    if (snap) await snap();
    await sleep(snap ? 700 : 100);
  }
}

// Clicks a control of the module (or presses a key on it) and waits for the
// position to move on.
async function play(player, selector, key) {
  const page = player.page;
  const before = await seqOf(page);
  const btn = page.locator(selector).first();
  const id = await btn.getAttribute('data-action-id');
  assert.ok(id !== null, `${selector} plays a legal move (data-action-id)`);
  const st = player.messages('state').filter((m) => m.seq === before).at(-1);
  assert.ok(st && st.legal.some((m) => m.id === Number(id)), `${selector}: move ${id} is legal at seq ${before}`);
  if (key) {
    await btn.focus();
    await page.keyboard.press(key);
  } else {
    await btn.click();
  }
  await page.waitForFunction((s) => Number(document.querySelector('#table').dataset.seq) > s, before, { timeout: WAIT_MS });
  return Number(id);
}

// ------------------------------------------------------------ what was said

function tableStates(player, table) {
  return player.messages('state').filter((m) => m.table === table);
}

// every event of a table as ann heard it: [{seq, event}], in order
function tableEvents(player, table) {
  const bySeq = new Map();
  for (const m of player.messages('events')) {
    if (m.table !== table) continue;
    for (let s = m.after + 1; s <= m.seq; s++) bySeq.delete(s);
    for (const e of m.events) {
      if (!bySeq.has(e.seq)) bySeq.set(e.seq, []);
      bySeq.get(e.seq).push(e);
    }
  }
  return [...bySeq.keys()].sort((a, b) => a - b).flatMap((s) => bySeq.get(s));
}

// The integers of a text in order, without the digits of entry codes
// (P1, P0, P-1) and with a number repeated at once kept once: a list of
// cards in any form (a JSON array, a row of cards, words) is a run here.
function numbers(text) {
  const out = [];
  for (const m of text.replace(/P-?\d/g, ' ').matchAll(/\d+/g)) {
    const n = Number(m[0]);
    if (out[out.length - 1] !== n) out.push(n);
  }
  return out;
}

function hasRun(list, run) {
  const fwd = run.join(',');
  const back = run.slice().reverse().join(',');
  const s = ',' + list.join(',') + ',';
  return s.includes(',' + fwd + ',') || s.includes(',' + back + ',');
}

// a frame without `info` (the charts, public by design)
function frameText(f) {
  if (!f.msg) return f.raw;
  const { info, ...rest } = f.msg;
  void info;
  return JSON.stringify(rest);
}

async function domText(page) {
  return page.evaluate(() => {
    const parts = [document.title, document.documentElement.outerHTML, document.body.innerText];
    for (const el of document.querySelectorAll('input, textarea, select')) parts.push(el.value);
    return parts.join('\n');
  });
}

// ------------------------------------------------------------ the test

await webTest(import.meta.url, async (t) => {
  const ann = await t.newPlayer('ann', { viewport: { width: 1200, height: 800 } });
  await t.waitFor(ann.page, '#create');
  const page = ann.page;
  const games = [];        // {table, spec, snaps: [...]}
  let decisions = 0;
  let shootouts = 0;

  // a moment K: the seq each page shows, its DOM, and how many frames each
  // player had then
  async function moment(game) {
    const m = { frames: {}, dom: {}, seq: {} };
    for (const [who, p] of [['ann', ann], ['spec', game.spec]]) {
      m.seq[who] = await seqOf(p.page);
      m.dom[who] = await domText(p.page);
      m.frames[who] = p.frames.length;
    }
    m.specWidth = await game.spec.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(m.specWidth <= 360, `the spectator's page at 360 px scrolls sideways (${m.specWidth} px)`);
    game.moments.push(m);
  }

  async function newGame(params) {
    const table = await createTable(t, page, params);
    const spec = await t.newPlayer(`spec${games.length + 1}`, { path: `/#/watch/${table}`, viewport: { width: 360, height: 740 } });
    await t.waitFor(spec.page, '#actiondeck');
    const game = { table, spec, moments: [], params };
    games.push(game);
    return game;
  }

  // answers decisions until the game is over (or a bound)
  async function decide(game, s) {
    if (s.kinds.includes('keep')) {
      await moment(game);
      // keep the goalie in (or back in): a tie, and so a shoot-out, stays possible
      await play(ann, s.kinds.includes('back') ? '.ad-coach button[data-kind=back]' : '.ad-coach button[data-kind=keep]');
      decisions++;
      t.log(`table ${game.table}: kept the goalie in net`);
      return true;
    }
    if (s.kinds.includes('pick')) {
      // the best first: the list is sorted, and says the card a shot must not pass
      const first = page.locator('.ad-pick-list button[data-kind=pick]').first();
      const st = tableStates(ann, game.table).at(-1);
      const best = Math.max(...st.legal.filter((m) => m.kind === 'pick').map((m) => m.within));
      const firstId = Number(await first.getAttribute('data-action-id'));
      const pick = st.legal.find((m) => m.id === firstId);
      assert.equal(pick.within, best, 'the first shooter offered is the best');
      assert.match(await first.textContent(), new RegExp(reEscape(pick.player)));
      await moment(game);
      await play(ann, '.ad-pick-list button[data-kind=pick]');
      await moment(game);
      decisions++;
      t.log(`table ${game.table}: named ${pick.player} (scores within ${pick.within})`);
      return true;
    }
    return false;
  }

  async function finish(game) {
    await t.waitFor(page, '#table[data-over]');
    await t.waitFor(page, '.ad-box[data-final="1"]');
    await t.waitFor(game.spec.page, '#table[data-over] .ad-box[data-final="1"]');
    const final = tableStates(ann, game.table).at(-1);
    assert.equal(final.over, true);
    for (const p of [page, game.spec.page]) {
      const shown = await p.$$eval('.ad-box[data-final="1"] .ad-total', (tds) => tds.map((td) => Number(td.dataset.goals)));
      assert.deepEqual(shown, final.view.score, 'the final box score shows the final score');
      const board = await p.$$eval('.ad-sb-score', (s) => s.map((x) => Number(x.dataset.score)));
      assert.deepEqual(board, final.view.score, 'the scoreboard shows the final score');
      assert.match(await p.textContent('.ad-box h3'), /Final box score/);
    }
    const r = final.view.result;
    if (r.decision === 'shootout') shootouts++;
    await moment(game);
    await game.spec.context.close();     // its frames and moments are kept
    t.log(`table ${game.table}: final ${final.view.home} ${final.view.score[0]}, ${final.view.away} ${final.view.score[1]} (${r.decision}), seq ${final.seq}`);
  }

  // ---- the first game: play along, sequence by sequence
  const g1 = await newGame({ home: 'actiondeck/league/CHI.csv', away: 'actiondeck/league/TOR.csv', stop: 'sequence',
    tournament: true, overtime_cards: '0', pull_cards: '100', pull_deficit: '2' });
  assert.match(await page.textContent('.ad-sb-team.ad-home'), /CHI/);
  assert.match(await page.textContent('.ad-sb-team.ad-away'), /TOR/);
  assert.match(await page.textContent('.ad-coach button.primary'), /Drop the puck/);
  assert.equal(await page.locator('.ad-coach button[data-kind]').count(), 1, 'one move: play on');
  assert.equal(await g1.spec.page.locator('.ad-coach button').count(), 0, 'the spectator has no controls');
  await moment(g1);
  // the keyboard: Enter, Space, Enter on the primary button
  for (const key of ['Enter', ' ', 'Enter']) {
    await play(ann, '.ad-coach button.primary', key);
    // the focus stays on play on, so a keyboard goes on pressing
    await page.waitForFunction(() => document.activeElement && document.activeElement.matches('.ad-coach button.primary'), null, { timeout: WAIT_MS });
    await moment(g1);
  }
  const shownCard = await page.$eval('.ad-card', (c) => Number(c.dataset.card));
  const lastEntry = tableEvents(ann, g1.table).filter((e) => e.event.type === 'entry').at(-1).event;
  assert.equal(shownCard, lastEntry.card, 'the card on the table is the last one read');
  assert.equal(await page.$eval('.ad-entry.ad-read', (e) => e.dataset.zone), lastEntry.zone, 'the entry read is marked');
  // to the end of the period
  await page.click('.ad-auto[data-auto=period]');
  let s = await settle(page, () => moment(g1));
  t.log(`table ${g1.table}: the 1st period played to its end (seq ${s.seq})`);
  assert.ok(s.over || (await page.$eval('.ad-sb-clock', (c) => Number(c.dataset.period))) >= 2 || s.kinds.some((k) => k !== 'next'));
  // two sequences of the 2nd period, one at a time: the picture of the docs
  for (let i = 0; i < 2 && !s.over && s.kinds.length === 1 && s.kinds[0] === 'next'; i++) {
    await play(ann, '.ad-coach button.primary');
    await moment(g1);
    s = await settle(page);
  }
  if (SHOTS) {
    const file = path.join(ROOT, 'docs/screenshots/actiondeck.png');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.screenshot({ path: file, type: 'png', clip: { x: 0, y: 0, width: 1200, height: 800 } });
    // under ~150 KB for the docs: pngquant, where installed, takes it to ~55 KB
    const q = spawnSync('pngquant', ['--quality', '60-90', '--speed', '1', '--force', '--output', file, file]);
    t.log(`wrote ${file} (${Math.round(fs.statSync(file).size / 1024)} KB${q.status === 0 ? ', pngquant' : ''})`);
  }
  // to the end of the game, deciding on the way
  for (let guard = 0; guard < 40 && !s.over; guard++) {
    if (!(await decide(g1, s))) await page.click('.ad-auto[data-auto=game]');
    s = await settle(page, () => moment(g1));
  }
  await finish(g1);

  // ---- quick games until a decision was made and, time allowing, a shoot-out
  const until = Date.now() + QUICK_GAMES_S * 1000;
  while ((decisions === 0 || shootouts === 0) && Date.now() < until && games.length < 12) {
    const g = await newGame({ home: 'actiondeck/league/BOS.csv', away: 'actiondeck/league/TOR.csv', stop: 'decision',
      tournament: true, overtime_cards: '0', pull_cards: '100', pull_deficit: '2' });
    assert.match(await page.textContent('.ad-coach button.primary'), /Drop the puck/);
    await play(ann, '.ad-coach button.primary', 'Enter');
    s = await settle(page);
    for (let guard = 0; guard < 40 && !s.over; guard++) {
      if (!(await decide(g, s))) await play(ann, '.ad-coach button.primary');
      s = await settle(page);
    }
    await finish(g);
  }
  assert.ok(decisions > 0, 'ann made at least one coach\'s decision');
  t.log(`${games.length} games, ${decisions} decisions, ${shootouts} shoot-outs`);

  // ---- hidden information
  // the deck-order check sees a list of cards in a frame (a leaked deck)
  assert.ok(hasRun(numbers(JSON.stringify({ deck: [12, 85, 3, 40, 7] })), [85, 3, 40, 7]));
  assert.ok(hasRun(numbers('<li>7 P-1</li><li>40 P0</li><li>3 CTL</li><li>85 SHT</li>'), [85, 3, 40, 7]));
  assert.ok(!hasRun(numbers('"card":85,"period":1,"card":3,"clock":24'), [85, 3]));
  let deckChecks = 0;
  let deckFired = 0;
  let soChecks = 0;
  for (const g of games) {
    const events = tableEvents(ann, g.table);
    const entries = events.filter((e) => e.event.type === 'entry');
    const periodAt = new Map(tableStates(ann, g.table).map((m) => [m.seq, m.view.period]));
    // the next entry cards of the period after seq k (L of them), and the last read
    const upcoming = (k) => {
      const p = periodAt.get(k);
      return entries.filter((e) => e.seq > k && e.event.period === p).slice(0, 5).map((e) => e.event.card);
    };
    const past = (k) => {
      const p = periodAt.get(k);
      return entries.filter((e) => e.seq <= k && e.event.period === p).slice(-5).map((e) => e.event.card);
    };
    for (const [who, player] of [['ann', ann], ['spec', g.spec]]) {
      // the views: documented fields only; seed only once over
      for (const f of player.frames) {
        if (f.dir !== 'in' || !f.msg || f.msg.type !== 'state' || f.msg.table !== g.table) continue;
        for (const k of Object.keys(f.msg.view)) assert.ok(VIEW_KEYS.has(k), `${player.name}: an undocumented view field ${k}`);
        assert.equal('seed' in f.msg, !!f.msg.over, `${player.name}: seed only once over`);
      }
      for (const m of g.moments) {
        const k = m.seq[who];
        const next = upcoming(k);
        if (next.length < 4) continue;
        // frames up to K: those received before the moment was taken
        const heard = player.frames.slice(0, m.frames[who]).filter((f) => f.dir === 'in' && (!f.msg || f.msg.table === undefined || f.msg.table === g.table));
        const kHeard = Math.max(-1, ...heard.filter((f) => f.msg && f.msg.type === 'state').map((f) => f.msg.seq));
        const nextHeard = kHeard >= 0 ? upcoming(kHeard) : [];
        if (nextHeard.length >= 4) {
          for (const f of heard) {
            assert.ok(!hasRun(numbers(frameText(f)), nextHeard), `${player.name}: a frame by seq ${kHeard} carries the next cards ${nextHeard}: ${f.raw.slice(0, 200)}`);
          }
        }
        assert.ok(!hasRun(numbers(m.dom[who]), next), `${player.name}'s page at seq ${k} shows the next cards ${next}`);
        deckChecks++;
        // the check can fail: the cards already read are on the page
        const seen = past(k);
        if (seen.length >= 4 && hasRun(numbers(m.dom[who]), seen)) deckFired++;
      }
    }
    // the shoot-out shooters ann named, private to her seat until they shoot
    for (const m of g.moments) {
      const k = m.seq.ann;
      const mine = tableStates(ann, g.table).find((st) => st.seq === k);
      const named = mine && mine.view.shootout ? mine.view.shootout.shooters[0] : [];
      if (!named || !named.length || mine.view.phase !== 'pick') continue;
      const specStates = tableStates(g.spec, g.table).filter((st) => st.seq <= k);
      assert.ok(specStates.every((st) => !st.view.shootout || st.view.shootout.shooters.every((l) => l.length === 0)),
        'the spectator\'s views name no shooter');
      const forbidden = named.flatMap((n, i) => [new RegExp(`(^|\\D)${i + 1}\\.\\s*${reEscape(n)}`), `"shooters":[["${n}"`, `data-so-shooter="${n}"`]);
      const find = (text) => forbidden.filter((f) => (f instanceof RegExp ? f.test(text) : text.includes(f)));
      const specHeard = g.spec.frames.slice(0, m.frames.spec).filter((f) => f.dir === 'in');
      for (const f of specHeard) assert.deepEqual(find(f.raw), [], `the spectator heard ann's shooters by seq ${k}`);
      assert.deepEqual(find(m.dom.spec), [], `the spectator's page at seq ${k} shows ann's shooters`);
      // the same check on ann's own page and frames fires
      assert.ok(find(m.dom.ann).length > 0, 'the shooter check finds ann\'s shooters on her own page');
      assert.ok(ann.frames.slice(0, m.frames.ann).some((f) => f.dir === 'in' && find(f.raw).length > 0), 'and in her frames');
      soChecks++;
    }
  }
  t.log(`deck order: ${deckChecks} moments checked, the check fired on the cards already read at ${deckFired}; shoot-out shooters: ${soChecks} moments`);
  assert.ok(deckChecks >= 5, `enough moments to check the deck order (${deckChecks})`);
  assert.ok(deckFired > 0, 'the deck-order check fires on cards the page does show');
});
