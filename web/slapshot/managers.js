// managers.js: Slapshot's hands. Your team (with a Draft button under each
// card you may release, and Give back under each you may return in a
// trade), the card you took in a trade, the other managers (their fanned
// face-down cards, each a button that takes it in a trade; the cards
// everyone has seen in their teams; their injured cards face up; a
// Challenge button), and the decks (buttons in the draw). Every control
// plays one legal move and carries its data-action-id.
import { h } from '../js/ui.js';
import { cardFace, tradeBacks, cardOf, fan, row, deck, byTypeText, findMove, moveButton, put, TYPES } from '../cards/cards.js';

export function drawYou(root, c) {
  const v = c.view;
  const seat = v.seat ?? null;   // the manager whose cards the view shows (a replay too)
  if (!seat) {
    put(root, h('h3', { class: 'cg-h', id: 'ss-you-title' }, 'Watching'),
      h('p', { class: 'muted' }, 'You are watching: each manager\'s cards are hidden, except those everyone has seen.'));
    return;
  }
  const me = v.managers[seat - 1];
  const team = (v.team || []).slice().sort((a, b) => a.slot - b.slot);
  const taking = v.phase === 'give' && v.trade && v.trade.taken;
  const cells = team.map((card) => {
    const draft = findMove(c.legal, 'draft', { card: card.name });
    const give = findMove(c.legal, 'give', { card: card.name });
    return h('div', { class: 'cell' + (give ? ' can-give' : '') },
      cardFace(card),
      h('div', { class: 'cell-acts' },
        moveButton(c, draft, 'Draft', { key: 'draft-' + card.name, label: 'Draft: send ' + card.name + ' under the ' + card.type + ' deck and take its top card' }),
        moveButton(c, give, 'Give back', { key: 'give-' + card.name, cls: 'primary', label: 'Give ' + card.name + ' back to manager ' + (v.trade && v.trade.with) })));
  });
  const limits = v.rules && v.rules.limits;
  const facts = [byTypeText(me.by_type || countTypes(team))];
  if (limits) facts.push('drafts left ' + me.drafts_left, 'trades left ' + me.trades_left);
  if (me.out) facts.push('set aside for the playoffs');
  put(root, 
    h('h3', { class: 'cg-h', id: 'ss-you-title' }, 'Your team', h('span', { class: 'muted' }, ' · manager ' + me.manager + ' · ' + facts.join(' · '))),
    taking ? h('div', { class: 'taken' },
      h('p', {}, 'Taken from manager ' + v.trade.with + ':'),
      cardFace({ ...cardOf(c, v.trade.taken), name: v.trade.taken }, { cls: 'taken-card' }),
      h('p', { class: 'muted' }, 'Give back a ' + v.trade.deck + ' (not this one).')) : null,
    team.length ? row(cells, { cls: 'team', label: 'Your team' }) : h('p', { class: 'muted' }, 'No cards yet: draw from the decks.'));
}

function countTypes(team) {
  const bt = { forward: 0, defense: 0, goalie: 0 };
  for (const t of team) bt[t.type]++;
  return bt;
}

export function drawOthers(root, c) {
  const v = c.view;
  const me = v.seat ?? null;
  const mine = me ? v.managers[me - 1] : null;
  const panels = v.managers.filter((m) => m.manager !== me).map((m) => {
    const challenge = findMove(c.legal, 'challenge', { manager: m.manager });
    const tr = v.trade;
    const trades = c.legal.filter((x) => x.kind === 'trade' && x.manager === m.manager);
    const backs = tradeBacks(c, m.manager, m.cards, 'card');
    const known = (m.known || []).map((n) => cardFace(cardOf(c, n), { small: true, label: cardWordsKnown(c, n, m.manager) }));
    const injured = (m.injured || []).map((n) => cardFace({ ...cardOf(c, n), injured: true }, { small: true }));
    const sched = mine && mine.challenges ? mine.challenges.find((x) => x.manager === m.manager) : null;
    const status = [];
    if (tr && tr.manager === m.manager) status.push('took a card from manager ' + tr.with + (tr.with === me ? ' (you)' : ''));
    if (tr && tr.with === m.manager && tr.manager !== me) status.push('was traded with by manager ' + tr.manager);
    if (v.active === m.manager) status.push('to move');
    return h('article', { class: 'mgr' + (m.out ? ' out' : '') + (v.to_move.includes(m.manager) ? ' moving' : ''), dataset: { manager: m.manager },
      'aria-label': c.seatName(m.manager - 1) },
    h('header', { class: 'mgr-h' },
      h('span', { class: 'tk', dataset: { n: (m.manager - 1) % 6 } }, String(m.manager)),
      h('strong', {}, c.seatName(m.manager - 1)),
      m.out ? h('span', { class: 'tag' }, 'set aside') : null),
    h('p', { class: 'mgr-facts muted' }, m.wins + ' win' + (m.wins === 1 ? '' : 's') + ' · rank ' + m.rank
      + ' · goals ' + m.goals_for + '-' + m.goals_against + (v.rules && v.rules.limits ? ' · trades left ' + m.trades_left + ' · drafts left ' + m.drafts_left : '')),
    status.length ? h('p', { class: 'mgr-status' }, status.join('; ')) : null,
    h('div', { class: 'mgr-hand' },
      m.cards ? fan(backs, { label: 'Manager ' + m.manager + '\'s ' + m.cards + ' face-down cards' + (trades.length ? ': pick one to take in a trade' : ''), cls: trades.length ? 'can-trade' : '' })
        : h('p', { class: 'muted' }, 'no cards'),
      h('span', { class: 'mgr-types' }, m.by_type ? byTypeText(m.by_type) : m.cards + ' cards')),
    known.length ? h('div', { class: 'mgr-known' }, h('span', { class: 'muted' }, 'Seen in his team:'), row(known, { label: 'Cards everyone has seen in manager ' + m.manager + '\'s team' })) : null,
    injured.length ? h('div', { class: 'mgr-known' }, h('span', { class: 'muted' }, 'Injured, face up:'), row(injured, { label: 'Manager ' + m.manager + '\'s injured cards' })) : null,
    h('div', { class: 'mgr-acts' },
      sched ? h('span', { class: 'muted' }, 'your games left against him: ' + sched.left) : null,
      moveButton(c, challenge, 'Challenge', {
        key: 'challenge-' + m.manager, cls: 'primary',
        label: 'Challenge manager ' + m.manager + ' to a game (he is home and starts 1-0)',
        title: 'He is home: he starts 1-0',
      })));
  });
  put(root, h('h3', { class: 'cg-h' }, me ? 'The other managers' : 'The managers'),
    h('div', { class: 'mgrs' }, panels));
}

function cardWordsKnown(c, name, m) {
  const k = cardOf(c, name);
  return name + ', ' + k.type + ' ' + k.value + (k.bruiser ? ', bruiser' : '') + ', seen in manager ' + m + '\'s team';
}

export function drawDecks(root, c) {
  const v = c.view;
  const piles = TYPES.map((t) => {
    const m = findMove(c.legal, 'draw', { deck: t });
    return deck(t, v.decks ? v.decks[t] : 0, {
      onclick: m ? () => c.act(m).catch(() => {}) : undefined,
      actionId: m ? m.id : undefined,
      key: 'draw-' + t,
      label: m ? 'Draw a ' + t + ' (' + v.decks[t] + ' left)' : undefined,
    });
  });
  put(root, h('h3', { class: 'cg-h' }, 'Decks'), h('div', { class: 'decks' }, piles));
}
