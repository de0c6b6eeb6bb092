// game.js: the Slapshot game in play: who plays whom (home starts 1-0),
// whose line-up is in, your line-up (ordered by drag and drop or keys, then
// confirmed with the one legal move that matches), and the face-offs of the
// game revealed pair by pair from the events, with the score, who scored,
// who was injured and why, overtime and the result. The game before stays
// readable under it.
import { h } from '../js/ui.js';
import { cardFace, cardOf, movesOf, put } from '../cards/cards.js';
import { lineupEditor } from '../cards/lineup.js';
import { faceoffRow, revealer } from '../cards/faceoff.js';

const STAGE = { season: 'Season game', 'semi-final': 'Semi-final', final: 'Final' };

export function createGame() {
  const title = h('h3', { class: 'cg-h' });
  const info = h('p', { class: 'game-info' });
  const score = h('p', { class: 'game-score', 'aria-live': 'polite' });
  const lineupArea = h('div', { class: 'lineup-area' });
  const list = h('ol', { class: 'fo-list', 'aria-label': 'Face-offs' });
  const prevBox = h('div', { class: 'prev-game' });
  const el = h('section', { class: 'cg-game', 'aria-label': 'The game' }, title, info, score, lineupArea, list, prevBox);
  el.hidden = true;
  let cur = list;
  let reveal = revealer(cur);
  let prev = [];         // the revealer of the game before, maybe still running
  let gameKey = null;    // seq of the challenge that began the game shown
  let shown = 0;         // its events drawn (or queued)
  let editor = null;
  let editorKey = null;
  let lastOrder = null;
  let confirm = null;
  let ctx = null;

  // A new game: the one before stays readable under it, still revealing
  // if it was being revealed here, else drawn at once from its events.
  function newGame(c, key, prevStart) {
    const prevKey = prevStart >= 0 ? c.events[prevStart].seq : null;
    const next = h('ol', { class: 'fo-list', 'aria-label': 'Face-offs' });
    let old = null;
    if (gameKey !== null && gameKey === prevKey && (cur.children.length || reveal.busy())) {
      old = cur;
      for (const r of prev) r.flush();
      prev = [reveal];
    } else {
      reveal.clear();
      if (prevKey !== null) {
        old = h('ol', { class: 'fo-list', 'aria-label': 'Face-offs' });
        const r = revealer(old);
        for (const it of itemsOf(c.events, prevStart)) r.add(rowOf(c, it.event), null, true);
      }
    }
    cur.replaceWith(next);
    if (old) {
      const pe = c.events[prevStart].event;
      const res = itemsOf(c.events, prevStart).map((x) => x.event).filter((e) => e.type === 'result').pop();
      put(prevBox, h('details', { open: old === cur && reveal.busy() }, h('summary', {},
        'The game before: ' + gameTitle(pe) + (res ? ' · ' + resultText(res) : '')), old));
    } else put(prevBox);
    cur = next;
    reveal = revealer(cur);
    gameKey = key;
    shown = 0;
  }

  function update(c) {
    ctx = c;
    const v = c.view;
    const evs = c.events;
    const starts = [];
    evs.forEach((x, i) => { if (x.event.type === 'challenge') starts.push(i); });
    const start = starts.length ? starts[starts.length - 1] : -1;
    if (start < 0) {
      // no game yet, or a replay seen by one seat that does not know its start
      const g = v.game_in_play;
      el.hidden = !g;
      if (g) title.textContent = gameTitle({ stage: g.stage, home: g.home, away: g.away, series_game: g.series_game });
      drawLineup(c);
      return;
    }
    el.hidden = false;
    const ch = evs[start];
    if (gameKey !== ch.seq) newGame(c, ch.seq, starts.length > 1 ? starts[starts.length - 2] : -1);
    const fresh = new Set(c.fresh);
    const items = itemsOf(evs, start);
    if (items.length < shown) { reveal.clear(); shown = 0; }   // a replay stepped back
    const chE = ch.event;
    title.textContent = gameTitle(chE);
    if (shown === 0) score.textContent = 'Home ice: manager ' + chE.home + ' starts 1-0. Home 1, away 0';
    const key = gameKey;
    for (const it of items.slice(shown)) {
      const e = it.event;
      reveal.add(rowOf(c, e), () => {
        if (gameKey !== key) return;   // the game before, still revealing under the new one
        if (e.type === 'faceoff') score.textContent = scoreText(e);
        if (e.type === 'overtime') score.textContent = 'Overtime ' + e.overtime + ': sudden death from 0-0 (tied at ' + e.tied_at + ')';
        if (e.type === 'result') score.textContent = 'Final score: ' + resultText(e);
      }, !fresh.has(it));
    }
    shown = items.length;
    const g = v.game_in_play;
    if (g) {
      const side = (s, m) => 'manager ' + m + (g[s + '_lineup_set'] ? ': line-up in ✓' : ': line-up to come');
      info.textContent = (g.overtime ? 'Overtime game ' + g.overtime + ' (sudden death, tied at ' + g.tied_at + '). ' : '')
        + 'Home ' + side('home', g.home) + ' · away ' + side('away', g.away);
    } else info.textContent = '';
    drawLineup(c);
  }

  function drawLineup(c) {
    const v = c.view;
    const g = v.game_in_play;
    const legal = movesOf(c.legal, 'lineup');
    if (legal.length && v.team && v.team.length === 6) {
      const team = v.team.slice().sort((a, b) => a.slot - b.slot);
      const key = gameKey + ':' + (g ? g.overtime : 0) + ':' + team.map((t) => t.name).sort().join('|');
      if (key !== editorKey) {
        const keep = lastOrder && lastOrder.length === 6 && team.every((t) => lastOrder.includes(t.name)) ? lastOrder : null;
        editor = lineupEditor(team, keep, { label: 'Your line-up', onChange: () => syncConfirm() });
        editorKey = key;
        confirm = h('button', { type: 'button', class: 'primary confirm', id: 'ss-lineup-confirm', dataset: { key: 'lineup-confirm' }, onclick: () => send() }, 'Confirm line-up');
        put(lineupArea, h('h4', {}, 'Your line-up: first card plays first'), editor.el, confirm);
      }
      syncConfirm();
      el.hidden = false;
    } else {
      editor = null;
      editorKey = null;
      if (g && g.lineup) {
        lastOrder = g.lineup.slice();
        put(lineupArea, h('h4', {}, 'Your line-up is in, sealed until both are in:'),
          h('ol', { class: 'sealed card-row' }, g.lineup.map((n) => h('li', {}, cardFace(cardOf(c, n), { small: true })))));
      } else put(lineupArea, );
    }
  }

  function match() {
    if (!editor || !ctx) return null;
    const order = editor.order();
    return movesOf(ctx.legal, 'lineup').find((m) => m.cards.every((n, i) => n === order[i])) || null;
  }

  function syncConfirm() {
    const m = match();
    if (!confirm) return;
    confirm.disabled = !m;
    if (m) confirm.dataset.actionId = m.id; else delete confirm.dataset.actionId;
    confirm.setAttribute('aria-label', 'Confirm line-up: ' + (editor ? editor.order().join(', ') : ''));
  }

  function send() {
    const m = match();
    if (!m) return;
    lastOrder = editor.order();
    confirm.disabled = true;
    ctx.act(m).catch(() => { confirm.disabled = false; });
  }

  return {
    el,
    update,
    // the hint's line-up: shown in the editor (true when it could)
    takeOrder(cards) {
      if (!editor) return false;
      editor.setOrder(cards);
      syncConfirm();
      return true;
    },
    destroy() { reveal.cancel(); for (const r of prev) r.cancel(); },
  };
}

// The events of the game that challenge event `start` began, to draw.
function itemsOf(evs, start) {
  const out = [];
  for (let i = start + 1; i < evs.length; i++) {
    const t = evs[i].event.type;
    if (t === 'challenge') break;
    if (['faceoff', 'overtime', 'result', 'coin_toss', 'replace'].includes(t)) out.push(evs[i]);
  }
  return out;
}

function rowOf(c, e) {
  return e.type === 'faceoff' ? faceoffRow(pairOf(c, e)) : h('li', { class: 'fo-note fo-' + e.type }, noteOf(e));
}

function gameTitle(e) {
  return (STAGE[e.stage] || 'Game') + (e.series_game ? ', game ' + e.series_game : '')
    + ': manager ' + e.home + ' (home) vs manager ' + e.away + ' (away)';
}

function pairOf(c, e) {
  const side = (s, m) => ({
    card: cardOf(c, e[s + '_card']),
    shown: e[s + '_value'],
    scores: e[s + '_scores'],
    injured: e[s + '_injured'],
    who: 'manager ' + m,
  });
  const label = (e.overtime ? 'OT' + e.overtime + ' ' : '') + 'Pair ' + e.pair;
  return {
    n: e.pair, label,
    home: side('home', e.home), away: side('away', e.away),
    reason: reasonText(e),
    homeScore: e.home_score, awayScore: e.away_score,
  };
}

function reasonText(e) {
  const r = String(e.reason || '');
  const s = r.charAt(0).toUpperCase() + r.slice(1);
  return s && !/[.!]$/.test(s) ? s + '.' : s;
}

function scoreText(e) {
  return (e.overtime ? 'Overtime ' + e.overtime + ': ' : '') + 'Home ' + e.home_score + ', away ' + e.away_score;
}

function resultText(e) {
  return 'manager ' + e.winner + ' beats manager ' + e.loser + ' ' + e.winner_goals + '-' + e.loser_goals
    + (e.overtimes ? ' in overtime' : '') + (e.coin_toss ? ' on a coin toss' : '');
}

function noteOf(e) {
  switch (e.type) {
    case 'overtime': return 'Tied at ' + e.tied_at + ': overtime ' + e.overtime + ', sudden death from 0-0 with new line-ups.';
    case 'result': return 'Result: ' + resultText(e) + '.';
    case 'coin_toss': return 'Coin toss (' + e.purpose.replace(/_/g, ' ') + '): manager ' + e.winner + ' wins it.';
    case 'replace': return 'Manager ' + e.manager + ' replaces injured ' + e.card + (e.new_card ? ' with ' + e.new_card : ' from the ' + e.deck + ' deck') + '.';
    default: return '';
  }
}
