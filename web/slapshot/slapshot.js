// slapshot.js: the Slapshot table (docs/protocol/slapshot.md): what to do
// now and the hard bot's advice in words, the scoreboard track, the game in
// play (line-up by drag and drop or keys, face-offs revealed pair by pair),
// your team with its draft and give-back controls, the other managers with
// their fanned face-down cards to trade from and a challenge button, the
// decks to draw from, the standings and the playoff bracket.
import { h } from '../js/ui.js';
import { keepFocus, movesOf, moveButton, LETTER } from '../cards/cards.js';
import { drawTrack, drawStandings, drawPlayoffs } from './scoreboard.js';
import { drawYou, drawOthers, drawDecks } from './managers.js';
import { createGame } from './game.js';

const mgr = (m) => 'manager ' + m;
const Mgr = (m) => 'Manager ' + m;

export default {
  name: 'slapshot',
  title: 'Slapshot',
  blurb: 'Manage a team of six cards through a season: trade, draft, challenge, line up.',
  css: 'slapshot/slapshot.css',
  params: [
    { key: 'managers', label: 'Managers (2 is a quick game; the rulebook: 2 to 6)', type: 'number', min: 2, max: 6, value: 2 },
    {
      key: 'playoff_wins', label: 'Wins to reach the Playoffs space', type: 'select', value: '1',
      choices: [['1', '1 (a quick game)'], ['2', '2'], ['3', '3'], ['5', '5'], ['9', '9 (the rulebook)']],
      show: (p) => p.schedule !== '1',
    },
    { key: 'schedule', label: 'Advanced: the league schedule (every manager plays each other four times)', type: 'check', value: false },
    { key: 'limits', label: 'Advanced: draft and trade limits (4 drafts and 4 trades)', type: 'check', value: false },
    {
      key: 'limit_period', label: 'The limits count', type: 'select', value: 'season',
      choices: [['season', 'for the whole season'], ['game', 'again after each game']],
      show: (p) => p.limits === '1',
    },
    { key: 'bruiser_beats_goalie', label: 'House rule: a bruiser higher than a goalie scores through him', type: 'check', value: false },
    { key: 'bruisers_spare_each_other', label: 'House rule: two bruisers who meet injure neither', type: 'check', value: false },
  ],
  seatCount(p) { return Math.max(2, Math.min(6, Number(p.managers) || 2)); },
  seatLabel(seat) { return 'Manager ' + (seat + 1); },

  mount(root, ctx0) {
    const el = {
      prompt: h('p', { class: 'cg-prompt', 'aria-live': 'polite' }),
      advice: h('div', { class: 'cg-advice', 'aria-live': 'polite' }),
      track: h('section', { class: 'cg-track', 'aria-label': 'The scoreboard' }),
      you: h('section', { class: 'cg-you', 'aria-labelledby': 'ss-you-title' }),
      others: h('section', { class: 'cg-others', 'aria-label': 'The other managers' }),
      decks: h('section', { class: 'cg-decks', 'aria-label': 'The decks' }),
      standings: h('section', { class: 'cg-standings', 'aria-label': 'Standings' }),
      playoffs: h('section', { class: 'cg-playoffs', 'aria-label': 'Playoffs' }),
    };
    const game = createGame();
    const adviceBtn = h('button', { type: 'button', class: 'ask', id: 'ss-advice', dataset: { key: 'advice' }, onclick: () => advise() }, 'Advice');
    const box = h('div', { class: 'cg ss cards-ss' },
      h('div', { class: 'cg-now', tabindex: -1, 'aria-label': 'What to do now' }, el.prompt, adviceBtn, el.advice),
      el.track, el.playoffs, game.el, el.you, el.others,
      h('div', { class: 'cg-tables' }, el.decks, el.standings));
    root.append(box);
    let ctx = ctx0;
    let adviceFor = -1;

    function advise() {
      if (!ctx.legal.length) return;
      const seq = ctx.state.seq;
      el.advice.textContent = 'Asking the hard bot…';
      ctx.hint().then((m) => {
        if (ctx.state.seq !== seq) return;
        adviceFor = seq;
        showAdvice(m.action);
      }, () => { el.advice.textContent = ''; });
    }

    function showAdvice(a) {
      const words = adviceWords(a, ctx);
      const parts = [h('strong', {}, 'The hard bot advises: '), words];
      if (a.kind === 'lineup' && game.takeOrder(a.cards)) parts.push(' (set below: confirm it or change it)');
      el.advice.replaceChildren(h('p', {}, parts));
      for (const b of box.querySelectorAll('.hinted')) b.classList.remove('hinted');
      for (const b of box.querySelectorAll('[data-action-id]')) if (Number(b.dataset.actionId) === a.id) b.classList.add('hinted');
    }

    function draw(c) {
      ctx = c;
      const v = c.view;
      if (!v || v.game !== 'slapshot') return;
      keepFocus(box, () => {
        el.prompt.replaceChildren(...promptOf(c));
        adviceBtn.hidden = !c.legal.length || c.replay;
        if (adviceFor !== c.state.seq) el.advice.replaceChildren();
        drawTrack(el.track, c);
        game.update(c);
        drawYou(el.you, c);
        drawOthers(el.others, c);
        drawDecks(el.decks, c);
        drawStandings(el.standings, c);
        drawPlayoffs(el.playoffs, c);
        const pass = movesOf(c.legal, 'pass')[0];
        if (pass) el.prompt.append(' ', moveButton(c, pass, 'Pass', { key: 'pass' }));
      }, box.firstElementChild);
    }

    draw(ctx0);
    return { update: draw, destroy() { game.destroy(); } };
  },
};

// What to do now, in words.
function promptOf(c) {
  const v = c.view;
  const me = v.seat ?? null;
  const mine = c.legal.length > 0;
  const active = v.active;
  if (v.phase === 'over') {
    return [v.champion ? (v.champion === me ? 'You are the champion!' : Mgr(v.champion) + ' is the champion.') : 'The season is over.'];
  }
  if (v.phase === 'setup') {
    if (!mine) return [active ? Mgr(active) + ' is drawing a team.' : 'The managers draw their teams.'];
    const m = v.managers[me - 1];
    const need = { forward: 3, defense: 2, goalie: 1 };
    const left = Object.entries(need).map(([t, n]) => [t, n - (m.by_type ? m.by_type[t] || 0 : 0)]).filter(([, n]) => n > 0);
    return ['Draw your team: pick a deck. Still to draw: ',
      left.map(([t, n]) => n + ' ' + (n > 1 && t !== 'defense' ? t + 's' : t) + ' (' + LETTER[t] + ')').join(', ') + '.'];
  }
  if (v.phase === 'turn') {
    if (!mine) return [Mgr(active) + '\'s turn: trade, draft or challenge.'];
    if (movesOf(c.legal, 'pass').length === c.legal.length) return ['Nothing is allowed now: pass.'];
    return ['Your turn: ', h('strong', {}, 'trade'), ' (take a face-down card from another manager\'s fan), ',
      h('strong', {}, 'draft'), ' (send one of your cards under its deck for the top one) or ',
      h('strong', {}, 'challenge'), ' a manager to a game.'];
  }
  if (v.phase === 'give') {
    const t = v.trade || {};
    if (mine && t.taken) return ['You took ', h('strong', {}, t.taken), ' (' + t.deck + ') from ' + mgr(t.with) + ': give him back a ' + t.deck + '.'];
    return [Mgr(t.manager) + ' took a face-down card from ' + mgr(t.with) + ' and gives one back.'];
  }
  if (v.phase === 'lineup') {
    const g = v.game_in_play || {};
    const what = g.overtime ? 'overtime game ' + g.overtime : 'the game';
    const back = movesOf(c.legal, 'take_back')[0];
    if (back) {   // set, the other's not yet: it may be taken back (SS-GAME-05)
      return ['Your line-up is set. Waiting for ' + v.to_move.map(Mgr).join(' and ') + '; until then you may ',
        moveButton(c, back, 'Take it back', { key: 'take-back' }), '.'];
    }
    if (mine) return ['Set your line-up for ' + what + ': put your six cards in playing order, then confirm.'];
    const waiting = v.to_move.map(Mgr).join(' and ');
    return ['Waiting for ' + waiting + ' to set a line-up for ' + what + '.'];
  }
  return [''];
}

// The hard bot's move in words.
export function adviceWords(a, c) {
  switch (a.kind) {
    case 'draw': return 'draw a ' + a.deck + '.';
    case 'trade': return 'trade with ' + mgr(a.manager) + ': take the card at place ' + a.position + ' of his fan.';
    case 'give': return 'give back ' + a.card + '.';
    case 'draft': return 'draft: send ' + a.card + ' under the ' + a.deck + ' deck and take its top card.';
    case 'challenge': return 'challenge ' + mgr(a.manager) + ' (he is home and starts 1-0).';
    case 'lineup': return 'play in this order: ' + a.cards.join(', ') + '.';
    case 'pass': return 'pass.';
    default: void c; return a.notation;
  }
}
