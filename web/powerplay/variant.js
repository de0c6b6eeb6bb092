// variant.js: Power Play's team variant. Choosing a team (each symbol's ten
// players shown), your eleven players (who rests, who is out, who is
// fielded), fielding six in one step (pick them, or take the strongest six,
// then one button sends the six `field` moves), and resting players after a
// game in one step.
import { h } from '../js/ui.js';
import { cardFace, cardOf, movesOf, put, row, LETTER } from '../cards/cards.js';

const NEED = { forward: 3, defense: 2, goalie: 1 };

export function createVariant({ start }) {
  let picked = new Set();
  let pickKey = null;

  function draw(root, c, plan) {
    const v = c.view;
    const seat = v.seat ?? null;
    if (!v.team_variant || !seat) { put(root); root.hidden = true; return; }
    root.hidden = false;
    const teams = movesOf(c.legal, 'team');
    const fields = movesOf(c.legal, 'field');
    const rests = movesOf(c.legal, 'rest');
    const g = v.game_in_play;
    const key = v.phase + ':' + (g ? g.home + '-' + g.away + '-' + g.pass : '') + ':' + v.games_played;
    if (key !== pickKey) { picked = new Set(); pickKey = key; }
    const parts = [h('h3', { class: 'cg-h' }, 'Your players',
      h('span', { class: 'muted' }, ' · ' + (v.managers[seat - 1].symbol ? 'team ' + v.managers[seat - 1].symbol : 'no team yet')))];

    if (teams.length) {
      parts.push(h('p', {}, 'Choose your team: each has ten players; a mask card (a bruiser or the dragon) is drawn for you at random.'),
        h('div', { class: 'team-pick' }, teams.map((m) => {
          const players = (c.info.cards || []).filter((x) => x.team === m.team);
          return h('div', { class: 'team-choice' },
            h('button', { type: 'button', class: 'act primary', dataset: { actionId: m.id, key: 'team-' + m.team, kind: 'team' },
              onclick: () => c.act(m).catch(() => {}) }, 'Team ' + m.team),
            row(players.map((x) => cardFace(x, { small: true })), { label: 'Team ' + m.team + '\'s players' }));
        })));
    }

    const roster = v.roster || [];
    const bench = new Set((v.bench || []).map((x) => x.name || x));
    const fielded = new Set((v.team || []).map((x) => x.name));
    const mine = v.managers[seat - 1];
    const out = new Set(mine.injured || []);
    const choosing = fields.length ? fields : rests;
    const need = fields.length ? NEED : null;
    const restN = rests.length && g && g.rest_needed ? g.rest_needed[g.home === seat ? 'home' : 'away'] : 0;
    const can = new Set(choosing.map((m) => m.card));
    const busy = plan && (plan.kind === 'field' || plan.kind === 'rest');

    if (roster.length) {
      const count = { forward: 0, defense: 0, goalie: 0 };
      for (const n of picked) count[cardOf(c, n).type]++;
      const full = fields.length ? Object.keys(NEED).every((t) => count[t] >= NEED[t]) : picked.size >= restN;
      const faces = roster.map((card) => {
        const n = card.name;
        const on = picked.has(n);
        const allowed = can.has(n) && !busy;
        const typeFull = need && count[card.type] >= need[card.type];
        const status = out.has(n) ? ', out' : bench.has(n) ? ', resting' : fielded.has(n) ? ', fielded' : '';
        const face = cardFace({ ...card, injured: out.has(n) }, {
          as: allowed ? 'button' : 'div',
          onclick: allowed ? () => { if (on) picked.delete(n); else if (!(typeFull || (rests.length && full))) picked.add(n); draw(root, c, plan); focusPick(root, n); } : undefined,
          pressed: allowed ? on : undefined,
          disabled: allowed && !on && (typeFull || (rests.length && full)),
          cls: (bench.has(n) ? 'resting' : '') + (fielded.has(n) ? ' fielded' : ''),
          label: (allowed ? (on ? 'Picked: ' : 'Pick ') : '') + n + ', ' + card.type + ' ' + card.value + (card.bruiser ? ', bruiser' : '') + status,
          key: 'pick-' + n,
        });
        if (allowed) face.dataset.pick = n;
        return face;
      });
      const lead = fields.length
        ? 'Field six: ' + Object.keys(NEED).map((t) => count[t] + '/' + NEED[t] + ' ' + LETTER[t]).join(' · ')
        : rests.length ? 'Rest ' + restN + ' more of the players who played: ' + picked.size + '/' + restN + ' picked'
          : 'Resting: ' + (bench.size ? [...bench].join(', ') : 'nobody') + (fielded.size ? ' · fielded: ' + [...fielded].join(', ') : '');
      parts.push(h('p', { class: 'pick-count' }, lead), row(faces, { cls: 'roster-row', label: 'Your eleven players' }));
      if (choosing.length && !busy) {
        const go = h('button', {
          type: 'button', class: 'primary confirm', id: fields.length ? 'pp-field' : 'pp-rest', disabled: !full,
          dataset: { key: 'pick-go' },
          onclick: () => {
            const cards = [...picked];
            if (rests.length) cards.sort((a, b) => Number(out.has(b) || injuredNow(g, b)) - Number(out.has(a) || injuredNow(g, a)));
            start({ kind: fields.length ? 'field' : 'rest', cards, what: fields.length ? 'Fielding your six' : 'Resting' });
          },
        }, fields.length ? 'Field these six' : 'Rest these ' + restN);
        const best = fields.length ? h('button', {
          type: 'button', class: 'act', dataset: { key: 'pick-best' },
          onclick: () => { picked = strongest(c, [...can]); draw(root, c, plan); },
        }, 'Pick the strongest six') : null;
        parts.push(h('div', { class: 'mgr-acts' }, best, go));
      }
    }
    put(root, parts);
  }

  return { draw };
}

function focusPick(root, n) {
  const el = [...root.querySelectorAll('[data-key]')].find((x) => x.dataset.key === 'pick-' + n);
  if (el) el.focus({ preventScroll: true });
}

function injuredNow(g, name) {
  return !!(g && (g.injuries || []).some((i) => i.card === name));
}

// The highest of each type that may be fielded.
function strongest(c, names) {
  const out = new Set();
  for (const [t, n] of Object.entries(NEED)) {
    names.map((x) => cardOf(c, x)).filter((x) => x.type === t)
      .sort((a, b) => (b.value - a.value) || a.name.localeCompare(b.name))
      .slice(0, n).forEach((x) => out.add(x.name));
  }
  return out;
}
