// round.js: the Power Play game in play, round by round: who plays whom,
// the score, each round's two cards revealed one round at a time with who
// scored, who was injured and why (values in play for Hydra and Sitting
// Bully), the cards down this round (face down until both are in), your
// hand to play from, and the special players' choices: which tied highest
// comes in for Rumpelstockchen, which pile Sitting Bully turns, whether the
// Jolly Judge claims a tie, a team-variant substitute. With lineup=fixed the
// six are ordered by drag and drop or keys and handed in in one step.
import { h } from '../js/ui.js';
import { cardFace, cardBack, cardOf, deck, movesOf, moveButton, put, row, TYPES } from '../cards/cards.js';
import { lineupEditor } from '../cards/lineup.js';
import { faceoffRow, revealer } from '../cards/faceoff.js';

const STAGE = { season: 'Season game', 'tie-breaker': 'Tie-breaker', final: 'Championship series' };
const SHOWN = ['faceoff', 'sudden_death', 'rumpelstockchen', 'sitting_bully', 'jolly_judge', 'replace', 'forfeit', 'result', 'coin_toss'];

export function createRound({ start }) {
  const title = h('h3', { class: 'cg-h' });
  const score = h('p', { class: 'game-score', 'aria-live': 'polite' });
  const table = h('div', { class: 'pp-table' });
  const hand = h('div', { class: 'pp-hand' });
  const list = h('ol', { class: 'fo-list', 'aria-label': 'Rounds' });
  const prevBox = h('div', { class: 'prev-game' });
  const el = h('section', { class: 'cg-game', 'aria-label': 'The game' }, title, score, list, table, hand, prevBox);
  el.hidden = true;
  let cur = list;
  let reveal = revealer(cur);
  let prev = null;
  let gameKey = null;
  let shown = 0;
  let editor = null;
  let editorKey = null;
  let ctx = null;

  function newGame(c, key, prevStart) {
    const prevKey = prevStart >= 0 ? c.events[prevStart].seq : null;
    const next = h('ol', { class: 'fo-list', 'aria-label': 'Rounds' });
    let old = null;
    if (gameKey !== null && gameKey === prevKey && (cur.children.length || reveal.busy())) {
      old = cur;
      if (prev) prev.flush();
      prev = reveal;
    } else {
      reveal.clear();
      if (prevKey !== null) {
        old = h('ol', { class: 'fo-list', 'aria-label': 'Rounds' });
        const r = revealer(old);
        for (const it of itemsOf(c.events, prevStart)) r.add(rowOf(c, it.event, c.events), null, true);
      }
    }
    cur.replaceWith(next);
    if (old) {
      const res = itemsOf(c.events, prevStart).map((x) => x.event).filter((e) => e.type === 'result').pop();
      put(prevBox, h('details', { open: old === cur && reveal.busy() },
        h('summary', {}, 'The game before: ' + gameTitle(c.events[prevStart].event) + (res ? ' · ' + resultText(res) : '')), old));
    } else put(prevBox);
    cur = next;
    reveal = revealer(cur);
    gameKey = key;
    shown = 0;
  }

  function update(c, plan) {
    ctx = c;
    const v = c.view;
    const evs = c.events;
    const starts = [];
    evs.forEach((x, i) => { if (x.event.type === 'challenge') starts.push(i); });
    const startAt = starts.length ? starts[starts.length - 1] : -1;
    const g = v.game_in_play;
    if (startAt < 0 && !g) { el.hidden = true; return; }
    el.hidden = false;
    if (startAt >= 0) {
      const ch = evs[startAt];
      if (gameKey !== ch.seq) newGame(c, ch.seq, starts.length > 1 ? starts[starts.length - 2] : -1);
      title.textContent = gameTitle(ch.event);
      const fresh = new Set(c.fresh);
      const items = itemsOf(evs, startAt);
      if (items.length < shown) { reveal.clear(); shown = 0; }   // a replay stepped back
      if (shown === 0) score.textContent = scoreText(ch.event.home, ch.event.away, 0, 0);
      const key = gameKey;
      for (const it of items.slice(shown)) {
        const e = it.event;
        reveal.add(rowOf(c, e, evs), () => {
          if (gameKey !== key) return;   // the game before, still revealing under the new one
          if (e.type === 'faceoff') score.textContent = (e.sudden_death ? 'Sudden death: ' : '') + scoreText(e.home, e.away, e.home_score, e.away_score);
          if (e.type === 'result') score.textContent = 'Final score: ' + resultText(e);
        }, !fresh.has(it));
      }
      shown = items.length;
    } else {
      // a replay seen by one seat may not know the game's start yet
      title.textContent = gameTitle({ stage: g.stage, home: g.home, away: g.away });
      score.textContent = scoreText(g.home, g.away, g.home_score, g.away_score);
    }
    drawTable(c, g);
    drawHand(c, g, plan);
  }

  // This round: each side's card, face down until both are in.
  function drawTable(c, g) {
    if (!g || !['round', 'rumpelstockchen', 'sitting_bully', 'jolly_judge', 'substitute'].includes(c.view.phase)) { put(table); return; }
    const me = c.view.seat ?? null;
    const side = (s) => {
      const m = g[s];
      const who = 'manager ' + m + (m === me ? ' (you)' : '');
      let card;
      if (g.table && g.table[s]) card = cardFace(cardOf(c, g.table[s]), { small: true, label: s + ', ' + who + ': ' + g.table[s] + ', face up' });
      else if (g[s + '_card_down']) card = cardBack({ small: true, label: s + ', ' + who + ': a card face down' });
      else card = h('div', { class: 'card small empty', role: 'img', 'aria-label': s + ', ' + who + ': no card yet' }, h('span', { class: 'c-name' }, '…'));
      const bully = g.bully && g.bully[s] ? cardFace(cardOf(c, g.bully[s]), { small: true, label: 'Sitting Bully turned ' + g.bully[s] }) : null;
      return h('div', { class: 'pp-side ' + s }, h('span', { class: 'pp-who' }, (s === 'home' ? 'Home: ' : 'Away: ') + who), h('div', { class: 'card-row' }, card, bully));
    };
    if (c.view.fixed_lineup && g.ordered && c.view.phase === 'round') {
      const n = (s) => g.ordered[s] + ' of ' + (g.ordered[s] > 6 ? g.ordered[s] : 6);
      put(table, h('p', { class: 'game-info' }, 'Orders handed in, face down: home (manager ' + g.home + ') ' + n('home')
        + ' · away (manager ' + g.away + ') ' + n('away') + '. The cards are played in that order once both are in.'));
      return;
    }
    const inj = (g.injuries || []).map((i) => h('li', {}, i.card + ' (manager ' + i.manager + ')' + (i.replaced ? ', replaced' : ', to be replaced')));
    put(table,
      h('p', { class: 'game-info' }, (g.sudden_death ? 'Sudden death, pass ' + g.pass + ' (regulation ' + (g.regulation_score || '') + '): the first goal wins. ' : '')
        + 'This round (' + g.round + '):'),
      h('div', { class: 'pp-sides' }, side('home'), h('span', { class: 'fo-vs' }, 'vs'), side('away')),
      inj.length ? h('div', { class: 'pp-injuries' }, h('span', { class: 'muted' }, 'Injured this game, in order:'), h('ol', {}, inj)) : null);
  }

  // Your hand and the choices that are yours now.
  function drawHand(c, g, plan) {
    const v = c.view;
    const legal = c.legal;
    const plays = movesOf(legal, 'play');
    const takes = movesOf(legal, 'take');
    const bully = movesOf(legal, 'bully');
    const judge = movesOf(legal, 'judge');
    const subs = movesOf(legal, 'sub');
    const cards = (g && g.hand) || [];
    if (v.fixed_lineup && plays.length && cards.length > 1 && !(plan && plan.kind === 'play')) {
      drawOrder(c, g, cards);
      return;
    }
    editor = null;
    editorKey = null;
    const parts = [];
    if (g && g.order && g.order.length && v.fixed_lineup) {
      parts.push(h('h4', {}, 'Your order so far'), h('ol', { class: 'sealed card-row' }, g.order.map((n) => h('li', {}, cardFace(cardOf(c, n), { small: true })))));
    }
    if (cards.length) {
      const by = (list, name) => list.find((m) => m.card === name);
      const faces = cards.map((card) => {
        const p = by(plays, card.name);
        const t = by(takes, card.name);
        const m = p || t;
        return cardFace(card, {
          onclick: m ? () => c.act(m).catch(() => {}) : undefined,
          actionId: m ? m.id : undefined,
          key: 'hand-' + card.name,
          label: (p ? 'Play ' : t ? 'Bring in ' : '') + card.name + ', ' + card.type + ' ' + card.value + (card.bruiser ? ', bruiser' : ''),
        });
      });
      const head = takes.length ? 'Rumpelstockchen: choose which of your highest comes in' : plays.length ? 'Your hand: click a card to lay it face down' : 'Your hand';
      parts.push(h('h4', {}, head), row(faces, { cls: 'team', label: 'Your hand' }));
    }
    if (bully.length) {
      parts.push(h('h4', {}, 'Sitting Bully: turn the top card of a pile (its value is added to his)'),
        h('div', { class: 'decks' }, TYPES.map((t) => {
          const m = bully.find((x) => x.pile === t);
          return m ? deck(t, v.piles[t], { onclick: () => c.act(m).catch(() => {}), actionId: m.id, key: 'bully-' + t, label: 'Turn the top card of the ' + t + ' pile', caption: 'turn a ' + t }) : null;
        }), moveButton(c, bully.find((x) => x.pile === null), 'Turn none', { key: 'bully-none' })));
    }
    if (judge.length) {
      parts.push(h('h4', {}, 'Jolly Judge: the game is tied'), h('div', { class: 'cell-acts row' },
        moveButton(c, judge.find((x) => x.claim), 'Claim the win', { key: 'judge-claim', cls: 'primary' }),
        moveButton(c, judge.find((x) => !x.claim), 'Decline: sudden death', { key: 'judge-decline' })));
    }
    if (subs.length) {
      parts.push(h('h4', {}, 'Substitute for ' + ((g && g.substitute_for) || 'the injured player')),
        row(subs.map((m) => cardFace(cardOf(c, m.card), { onclick: () => c.act(m).catch(() => {}), actionId: m.id, key: 'sub-' + m.card, label: 'Bring in ' + m.card + ' as the substitute' })), { label: 'Substitutes' }));
    }
    put(hand, parts);
  }

  // lineup=fixed: the six in order, handed in as six moves.
  function drawOrder(c, g, cards) {
    const key = gameKey + ':' + g.pass + ':' + cards.map((x) => x.name).sort().join('|');
    if (key !== editorKey) {
      editor = lineupEditor(cards, null, { label: 'Your order' });
      editorKey = key;
      const go = h('button', {
        type: 'button', class: 'primary confirm', id: 'pp-order-confirm', dataset: { key: 'order-confirm' },
        onclick: () => start({ kind: 'play', cards: editor.order(), what: 'Handing in your order' }),
      }, 'Hand in this order');
      put(hand, h('h4', {}, 'Your order: the first card plays first'), editor.el, go);
    }
  }

  return {
    el,
    update,
    // the hint names the card to play first: move it to the front
    hintFirst(card) {
      if (!editor) return;
      const o = editor.order().filter((n) => n !== card);
      editor.setOrder([card, ...o]);
    },
    destroy() { reveal.cancel(); if (prev) prev.cancel(); void ctx; },
  };
}

function itemsOf(evs, start) {
  const out = [];
  for (let i = start + 1; i < evs.length; i++) {
    const t = evs[i].event.type;
    if (t === 'challenge') break;
    if (SHOWN.includes(t)) out.push(evs[i]);
  }
  return out;
}

function gameTitle(e) {
  return (STAGE[e.stage] || 'Game') + (e.series_game ? ', game ' + e.series_game : '') + ': manager ' + e.home + ' (home) vs manager ' + e.away + ' (away)';
}

function resultText(e) {
  if (e.forfeit) return 'manager ' + e.winner + ' wins by forfeit';
  return 'manager ' + e.winner + ' beats manager ' + e.loser + ' ' + Math.max(e.home_goals, e.away_goals) + '-' + Math.min(e.home_goals, e.away_goals)
    + (e.sudden_death ? ' in sudden death' : '') + (e.jolly_judge ? ' (Jolly Judge)' : '') + (e.coin_toss ? ' on a coin toss' : '');
}

// The values in play of a face-off: a values event before it, else as printed.
function valuesFor(evs, e) {
  for (let i = evs.length - 1; i >= 0; i--) {
    const x = evs[i].event;
    if (x === e) {
      for (let j = i - 1; j >= 0; j--) {
        const y = evs[j].event;
        if (y.type === 'values' && y.round === e.round && y.pass === e.pass) return y;
        if (y.type === 'faceoff' || y.type === 'challenge') break;
      }
      break;
    }
  }
  return null;
}

function rowOf(c, e, evs) {
  if (e.type === 'faceoff') {
    const vals = valuesFor(evs, e);
    const side = (s) => {
      const card = cardOf(c, e[s + '_card']);
      const shown = vals ? vals[s + '_value'] : card.value;
      return { card, shown, scores: e[s + '_scores'], injured: e[s + '_injured'], who: 'manager ' + (s === 'home' ? e.home : awayOf(evs, e)), shownWords: shown };
    };
    const r = String(e.reason || '');
    return faceoffRow({
      n: e.round, label: (e.sudden_death ? 'SD ' : 'Round ') + e.round,
      home: side('home'), away: side('away'),
      reason: r ? r.charAt(0).toUpperCase() + r.slice(1) + (/[.!]$/.test(r) ? '' : '.') : '',
      homeScore: e.home_score, awayScore: e.away_score,
    });
  }
  return h('li', { class: 'fo-note fo-' + e.type }, noteOf(e));
}

function awayOf(evs, e) {
  for (let i = evs.length - 1; i >= 0; i--) {
    const x = evs[i].event;
    if (x.type === 'challenge' && x.home === e.home) return x.away;
  }
  return '?';
}

function noteOf(e) {
  switch (e.type) {
    case 'sudden_death': return 'Tied: sudden death, pass ' + e.pass + '. The first goal wins.';
    case 'rumpelstockchen': return 'Rumpelstockchen: manager ' + e.manager + ' takes ' + e.withdrawn + ' back and plays ' + e.played + ' instead' + (e.chosen ? ' (his choice)' : '') + '.';
    case 'sitting_bully': return e.card ? 'Sitting Bully: manager ' + e.manager + ' turns ' + e.card + ' from the ' + e.pile + ' pile: +' + e.bonus + '.' : 'Sitting Bully: manager ' + e.manager + ' turns no card.';
    case 'jolly_judge': return 'Jolly Judge: manager ' + e.manager + (e.claimed ? ' claims the tied game.' : ' declines: sudden death.');
    case 'replace': return 'Manager ' + e.manager + ' replaces injured ' + e.injured + (e.drawn ? ' with ' + e.drawn : ' from the ' + e.pile + ' ' + (e.from === 'roster' ? 'roster' : 'pile')) + '.';
    case 'forfeit': return 'Forfeit: manager ' + e.loser + (e.reason === 'no_substitute' ? ' has no substitute' : ' cannot field a team') + '; manager ' + e.winner + ' wins.';
    case 'result': return 'Result: ' + resultText(e) + '.';
    case 'coin_toss': return 'Coin toss after scoreless sudden death: manager ' + e.winner + ' wins.';
    default: return '';
  }
}

// The score by manager: Power Play's 'home' is only the challenged side
// (it has no home ice unless the house rule says so), so names say more.
function scoreText(home, away, hs, as) {
  return 'Manager ' + home + ' ' + hs + ', manager ' + away + ' ' + as;
}
