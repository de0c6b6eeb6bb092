// hands.js: Power Play's hands. Your team (Draft and Give back under the
// cards they may move), the card you took in a trade, the other managers
// (their fanned face-down cards, each a button taking it in a trade; a
// button to play a game against them; in the team variant their public
// roster, who rests, who is out), the piles (buttons while picking teams)
// and the players out for the season. Each control plays one legal move and
// carries its data-action-id.
import { h } from '../js/ui.js';
import { cardFace, tradeBacks, cardOf, fan, row, deck, byTypeText, findMove, moveButton, put, TYPES } from '../cards/cards.js';

function countTypes(team) {
  const bt = { forward: 0, defense: 0, goalie: 0 };
  for (const t of team || []) bt[t.type]++;
  return bt;
}

export function drawYou(root, c) {
  const v = c.view;
  const seat = v.seat ?? null;   // the manager whose cards the view shows (a replay too)
  if (!seat) {
    put(root, h('h3', { class: 'cg-h', id: 'pp-you-title' }, 'Watching'),
      h('p', { class: 'muted' }, 'You are watching: each manager\'s cards are hidden until they are played.'));
    return;
  }
  if (v.team_variant) { put(root); root.hidden = true; return; }   // the roster is drawn by variant.js
  root.hidden = false;
  const me = v.managers[seat - 1];
  const team = v.team || [];
  const t = v.trade;
  const taking = v.phase === 'give' && t && t.taken;
  const cells = team.map((card) => {
    const draft = findMove(c.legal, 'draft', { card: card.name });
    const give = findMove(c.legal, 'give', { card: card.name });
    return h('div', { class: 'cell' + (give ? ' can-give' : '') },
      cardFace(card),
      h('div', { class: 'cell-acts' },
        moveButton(c, draft, 'Draft', { key: 'draft-' + card.name, label: 'Draft: put ' + card.name + ' under the ' + card.type + ' pile and take its top card' }),
        moveButton(c, give, 'Give back', { key: 'give-' + card.name, cls: 'primary', label: 'Give ' + card.name + ' back to manager ' + (t && t.with) })));
  });
  put(root,
    h('h3', { class: 'cg-h', id: 'pp-you-title' }, 'Your team',
      h('span', { class: 'muted' }, ' · ' + me.team_name + ' · manager ' + me.manager + ' · ' + byTypeText(countTypes(team)))),
    taking ? h('div', { class: 'taken' },
      h('p', {}, 'Taken from manager ' + t.with + ':'),
      cardFace(cardOf(c, t.taken)),
      h('p', { class: 'muted' }, t.rosalinde ? 'Rosalinde: you must give back your highest ' + t.pile + '.' : 'Give back a ' + t.pile + ' (not this one).')) : null,
    team.length ? row(cells, { cls: 'team', label: 'Your team' }) : h('p', { class: 'muted' }, v.phase === 'setup' ? 'No players yet: pick from the piles.' : 'No players in your team now.'));
}

export function drawOthers(root, c) {
  const v = c.view;
  const me = v.seat ?? null;
  const tr = v.trade;
  const panels = v.managers.filter((m) => m.manager !== me).map((m) => {
    const game = findMove(c.legal, 'game', { manager: m.manager });
    const trades = c.legal.filter((x) => x.kind === 'trade' && x.manager === m.manager);
    const backs = tradeBacks(c, m.manager, m.team_size, 'player');
    const status = [];
    if (tr && tr.manager === m.manager) status.push('took a card from manager ' + tr.with + (tr.with === me ? ' (you)' : ''));
    if (v.active === m.manager) status.push('to move');
    const vs = me && v.managers[me - 1].initiated ? v.managers[me - 1].initiated[m.manager - 1] : null;
    return h('article', { class: 'mgr' + (m.out ? ' out' : '') + (v.to_move.includes(m.manager) ? ' moving' : ''), dataset: { manager: m.manager },
      'aria-label': c.seatName(m.manager - 1) },
    h('header', { class: 'mgr-h' },
      h('span', { class: 'tk', dataset: { n: (m.manager - 1) % 10 } }, String(m.manager)),
      h('strong', {}, c.seatName(m.manager - 1)),
      m.out ? h('span', { class: 'tag' }, 'out') : null),
    h('p', { class: 'mgr-facts muted' }, m.team_name + (m.symbol ? ' (' + m.symbol + ')' : '') + ' · ' + m.wins + '-' + m.losses
      + ' · goals ' + m.goals_for + '-' + m.goals_against),
    status.length ? h('p', { class: 'mgr-status' }, status.join('; ')) : null,
    h('div', { class: 'mgr-hand' },
      m.team_size ? fan(backs, { label: 'Manager ' + m.manager + '\'s ' + m.team_size + ' face-down players' + (trades.length ? ': pick one to take in a trade' : ''), cls: trades.length ? 'can-trade' : '' })
        : h('p', { class: 'muted' }, 'no players in hand'),
      h('span', { class: 'mgr-types' }, m.team_size + ' player' + (m.team_size === 1 ? '' : 's'))),
    m.roster ? rosterOf(c, m) : null,
    h('div', { class: 'mgr-acts' },
      vs !== null && vs !== undefined ? h('span', { class: 'muted' }, 'games you started against him: ' + vs) : null,
      moveButton(c, game, 'Play a game', { key: 'game-' + m.manager, cls: 'primary', label: 'Play a game against manager ' + m.manager })));
  });
  put(root, h('h3', { class: 'cg-h' }, me ? 'The other managers' : 'The managers'), h('div', { class: 'mgrs' }, panels));
}

// The team variant: a manager's players, public (his mask card only once played).
function rosterOf(c, m) {
  const resting = new Set(m.resting || []);
  const injured = new Set(m.injured || []);
  return h('details', { class: 'roster' },
    h('summary', {}, 'His players (' + m.roster.length + ')' + (resting.size ? ', ' + resting.size + ' resting' : '')),
    row(m.roster.map((n) => cardFace({ ...cardOf(c, n), injured: injured.has(n) }, {
      small: true, cls: resting.has(n) ? 'resting' : '',
      label: n + ', ' + cardOf(c, n).type + ' ' + cardOf(c, n).value + (resting.has(n) ? ', resting' : '') + (injured.has(n) ? ', out' : ''),
    })), { label: 'Manager ' + m.manager + '\'s players' }));
}

export function drawPiles(root, c) {
  const v = c.view;
  const piles = TYPES.map((t) => {
    const m = findMove(c.legal, 'draw', { pile: t });
    const n = v.piles ? v.piles[t] : 0;
    return deck(t, n, {
      onclick: m ? () => c.act(m).catch(() => {}) : undefined,
      actionId: m ? m.id : undefined,
      key: 'draw-' + t,
      label: m ? 'Take a ' + t + ' (' + n + ' in the pile)' : 'The ' + t + ' pile: ' + n + ' cards',
    });
  });
  const out = v.out_for_season || [];
  put(root, h('h3', { class: 'cg-h' }, 'Piles'), h('div', { class: 'decks' }, piles),
    out.length ? h('div', { class: 'out-season' }, h('h4', {}, 'Out for the season'),
      row(out.map((x) => cardFace({ ...x, injured: true }, { small: true })), { label: 'Players out for the season' })) : null);
}
