// powerplay.js: the Power Play table (docs/protocol/powerplay.md): what to
// do now and the hard bot's advice in words; the game in play round by
// round (your hand to play from, the face-offs revealed, the special
// players' choices); your team with Draft and Give back; the other managers'
// fanned face-down cards to trade from and a button to play them; the piles;
// the team variant's team pick, fielding in one step and rests; the
// standings, the scorekeeper's sheet, the tie-breaker and the series.
// A choice that takes several moves (six cards fielded, a fixed line-up,
// three players rested) is made in one step here and sent as its moves, one
// after the other, each the legal move that matches.
import { h } from '../js/ui.js';
import { keepFocus, movesOf, moveButton, put, LETTER } from '../cards/cards.js';
import { drawStandings, drawSheet, drawPost } from './standings.js';
import { drawYou, drawOthers, drawPiles } from './hands.js';
import { createRound } from './round.js';
import { createVariant } from './variant.js';

const Mgr = (m) => 'Manager ' + m;
const mgr = (m) => 'manager ' + m;

export default {
  name: 'powerplay',
  title: 'Power Play',
  blurb: 'Slapshot\'s third edition: 77 cards, special players, round by round games, a team variant.',
  css: 'powerplay/powerplay.css',
  params: [
    { key: 'managers', label: 'Managers (2 is a quick game; the rulebook: 2 to 10, 7 with the team variant)', type: 'number', min: 2, max: 10, value: 2 },
    {
      key: 'ending', label: 'End of the season', type: 'select', value: 'short',
      choices: [['original', 'original: tie-breakers, then a best of 7 (the rulebook)'], ['no-playoffs', 'no post-season: the first to the wins is champion'],
        ['short', 'short: a best of 3 series']],
    },
    {
      key: 'wins', label: 'Wins that end the season', type: 'select', value: '1',
      choices: [['1', '1 (a quick game)'], ['3', '3'], ['5', '5 (the short game\'s)'], ['9', '9 (the rulebook\'s)']],
    },
    { key: 'team_variant', label: 'Team variant: teams by symbol plus a mask card, no trades or drafts, three players rest after each game', type: 'check', value: false },
    {
      key: 'lineup', label: 'Line-up', type: 'select', value: 'rounds',
      choices: [['rounds', 'card by card, each round after seeing the last (the rulebook)'], ['fixed', 'all six ordered in secret before each game']],
    },
    {
      key: 'postseason', label: 'Post-season', type: 'select', value: 'games',
      choices: [['games', 'its games back to back, no trades or drafts'], ['turns', 'turns go on: trade, draft or play your game']],
      show: (p) => p.ending !== 'no-playoffs',
    },
    {
      key: 'team_injury', label: 'Team variant: an injured player', type: 'select', value: 'rest',
      choices: [['rest', 'rests one game'], ['season', 'is out for the season']], show: (p) => p.team_variant === '1',
    },
    {
      key: 'substitute', label: 'Team variant: the substitute before sudden death', type: 'select', value: 'choose',
      choices: [['choose', 'chosen by his manager'], ['best', 'the best available, at once']], show: (p) => p.team_variant === '1',
    },
    { key: 'home_ice', label: 'House rule: home ice (the challenged team starts 1-0, as in Slapshot)', type: 'check', value: false },
    {
      key: 'wins_count', label: 'Wins that count', type: 'select', value: 'all',
      choices: [['all', 'every win'], ['initiated', 'only wins in games you started']],
    },
    { key: 'bruiser_beats_goalie', label: 'House rule: a bruiser against a goalie injures him, and the higher card scores', type: 'check', value: false },
    { key: 'bruisers_spare_each_other', label: 'House rule: two bruisers who meet injure neither', type: 'check', value: false },
  ],
  seatCount(p) { return Math.max(2, Math.min(10, Number(p.managers) || 2)); },
  seatLabel(seat) { return 'Manager ' + (seat + 1); },

  mount(root, ctx0) {
    const el = {
      prompt: h('p', { class: 'cg-prompt', 'aria-live': 'polite' }),
      advice: h('div', { class: 'cg-advice', 'aria-live': 'polite' }),
      plan: h('p', { class: 'cg-plan', 'aria-live': 'polite' }),
      post: h('section', { class: 'cg-playoffs', 'aria-label': 'Post-season' }),
      variant: h('section', { class: 'cg-variant', 'aria-label': 'Your players' }),
      you: h('section', { class: 'cg-you', 'aria-labelledby': 'pp-you-title' }),
      others: h('section', { class: 'cg-others', 'aria-label': 'The other managers' }),
      piles: h('section', { class: 'cg-decks', 'aria-label': 'The piles' }),
      standings: h('section', { class: 'cg-standings', 'aria-label': 'Standings' }),
      sheet: h('section', { class: 'cg-sheet', 'aria-label': 'The score sheet' }),
    };
    let ctx = ctx0;
    let adviceFor = -1;
    let plan = null;    // {kind, cards, i, busy, what}
    const round = createRound({ start: (p) => startPlan(p) });
    const variant = createVariant({ start: (p) => startPlan(p) });
    const adviceBtn = h('button', { type: 'button', class: 'ask', id: 'pp-advice', dataset: { key: 'advice' }, onclick: () => advise() }, 'Advice');
    const box = h('div', { class: 'cg pp cards-pp' },
      h('div', { class: 'cg-now', tabindex: -1, 'aria-label': 'What to do now' }, el.prompt, adviceBtn, el.plan, el.advice),
      el.post, round.el, el.variant, el.you, el.others,
      h('div', { class: 'cg-tables' }, el.piles, el.standings), el.sheet);
    root.append(box);

    // ---- several moves in one step
    function startPlan(p) {
      plan = { ...p, i: 0, busy: false };
      step();
    }

    function step() {
      if (!plan || plan.busy) return;
      if (plan.i >= plan.cards.length) { plan = null; put(el.plan); return; }
      const name = plan.cards[plan.i];
      const m = ctx.legal.find((x) => x.kind === plan.kind && x.card === name);
      if (!m) {
        // not (yet) ours to play: wait while the game waits on others, else give up
        if (!ctx.legal.length && !ctx.state.over) { put(el.plan, plan.what + ': waiting…'); return; }
        put(el.plan, plan.what + ' stopped at ' + name + ': choose again.');
        plan = null;
        return;
      }
      plan.busy = true;
      put(el.plan, plan.what + ': ' + (plan.i + 1) + ' of ' + plan.cards.length + '…');
      ctx.act(m).then(() => {
        if (!plan) return;
        plan.busy = false;
        plan.i++;
        if (plan.i >= plan.cards.length) { plan = null; put(el.plan); }
      }, () => { plan = null; put(el.plan); });
    }

    function advise() {
      if (!ctx.legal.length) return;
      const seq = ctx.state.seq;
      el.advice.textContent = 'Asking the hard bot…';
      ctx.hint().then((m) => {
        if (ctx.state.seq !== seq) return;
        adviceFor = seq;
        const a = m.action;
        put(el.advice, h('p', {}, h('strong', {}, 'The hard bot advises: '), adviceWords(a)));
        for (const b of box.querySelectorAll('.hinted')) b.classList.remove('hinted');
        for (const b of box.querySelectorAll('[data-action-id]')) if (Number(b.dataset.actionId) === a.id) b.classList.add('hinted');
        if (a.kind === 'field' || a.kind === 'rest') {
          for (const b of box.querySelectorAll('[data-pick]')) if (b.dataset.pick === a.card) b.classList.add('hinted');
        }
        if (a.kind === 'play' && ctx.view.fixed_lineup) round.hintFirst(a.card);
      }, () => { el.advice.textContent = ''; });
    }

    function draw(c) {
      ctx = c;
      const v = c.view;
      if (!v || v.game !== 'powerplay') return;
      keepFocus(box, () => {
        put(el.prompt, promptOf(c));
        adviceBtn.hidden = !c.legal.length || c.replay;
        if (adviceFor !== c.state.seq) put(el.advice);
        drawPost(el.post, c);
        round.update(c, plan);
        variant.draw(el.variant, c, plan);
        drawYou(el.you, c);
        drawOthers(el.others, c);
        drawPiles(el.piles, c);
        drawStandings(el.standings, c);
        drawSheet(el.sheet, c);
        const pass = movesOf(c.legal, 'pass')[0];
        if (pass) el.prompt.append(' ', moveButton(c, pass, 'Pass', { key: 'pass' }));
      }, box.firstElementChild);
      if (plan && !c.replay) step();
    }

    draw(ctx0);
    return { update: draw, destroy() { plan = null; round.destroy(); } };
  },
};

function promptOf(c) {
  const v = c.view;
  const me = v.seat ?? null;
  const mine = c.legal.length > 0;
  const g = v.game_in_play;
  const decider = g && g.decider;
  switch (v.phase) {
    case 'over':
      return v.champion ? (v.champion === me ? 'You are the champion!' : Mgr(v.champion) + ' is the champion.') : 'The season is over.';
    case 'setup': {
      if (!mine) return Mgr(v.active) + ' picks a player.';
      const need = { forward: 3, defense: 2, goalie: 1 };
      for (const t of v.team || []) need[t.type]--;
      const left = Object.entries(need).filter(([, n]) => n > 0).map(([t, n]) => n + ' ' + (n > 1 && t !== 'defense' ? t + 's' : t) + ' (' + LETTER[t] + ')');
      return ['Pick your team: take the top card of a pile. Still to pick: ', left.join(', '), '.'];
    }
    case 'turn':
      if (!mine) return Mgr(v.active) + '\'s turn.';
      if (v.team_variant) return ['Your turn: ', h('strong', {}, 'play a game'), ' against a manager (no trades or drafts in the team variant).'];
      return ['Your turn: ', h('strong', {}, 'trade'), ' (take a face-down card from another manager\'s fan), ', h('strong', {}, 'draft'),
        ' (put one of your players under his pile for the top card) or ', h('strong', {}, 'play a game'), ' against a manager.'];
    case 'give': {
      const t = v.trade || {};
      if (mine && t.taken) {
        return ['You took ', h('strong', {}, t.taken), ' (' + t.pile + ') from ' + mgr(t.with) + ': give him back a ' + t.pile + '.',
          t.rosalinde ? ' Rosalinde: it must be your highest ' + t.pile + '.' : ''];
      }
      return Mgr(t.manager) + ' took a face-down card from ' + mgr(t.with) + ' and gives one back.';
    }
    case 'round':
      if (!g) return '';
      if (mine) return v.fixed_lineup ? 'Order your six players for this game, then hand the order in.' : 'Round ' + g.round + ': lay a card face down from your hand.';
      if (inGame(g, me) && g[(g.home === me ? 'home' : 'away') + '_card_down']) return 'Your card is down: waiting for the other side.';
      return 'Round ' + g.round + ': manager ' + g.home + ' (home) and manager ' + g.away + ' (away) lay their cards.';
    case 'rumpelstockchen':
      return mine ? 'Rumpelstockchen! Take your card back and play your highest instead: choose which of your tied highest comes in.'
        : 'Rumpelstockchen: ' + mgr(decider) + ' plays his highest card instead.';
    case 'sitting_bully':
      return mine ? 'Sitting Bully: turn the top card of a pile to add its value to his, or turn none.'
        : 'Sitting Bully: ' + mgr(decider) + ' may turn the top card of a pile.';
    case 'jolly_judge':
      return mine ? 'Jolly Judge: the game is tied. Claim the win, or decline and play sudden death.'
        : 'Jolly Judge: ' + mgr(decider) + ' may claim the tied game.';
    case 'team_pick':
      return mine ? 'Choose your team: its ten players by symbol, plus a mask card drawn at random.' : 'The managers choose their teams.';
    case 'field':
      return mine ? 'Field six players for this game: 3 forwards, 2 defense and 1 goalie.' : 'The managers field their players.';
    case 'rest':
      return mine ? 'Rest three of the players from this game (an injured one rests anyway): they sit out the next game.' : 'The managers rest players after the game.';
    case 'substitute':
      return mine ? 'Choose a substitute for your injured player before sudden death.' : mgr(decider) + ' chooses a substitute.';
    default:
      return '';
  }
}

function inGame(g, me) { return me !== null && (g.home === me || g.away === me); }

export function adviceWords(a) {
  switch (a.kind) {
    case 'draw': return 'take a ' + a.pile + '.';
    case 'trade': return 'trade with ' + mgr(a.manager) + ': take the card at place ' + a.position + ' of his fan.';
    case 'give': return 'give back ' + a.card + '.';
    case 'draft': return 'draft: put ' + a.card + ' under the ' + a.pile + ' pile and take its top card.';
    case 'game': return 'play a game against ' + mgr(a.manager) + '.';
    case 'play': return 'play ' + a.card + '.';
    case 'take': return 'bring in ' + a.card + '.';
    case 'bully': return a.pile ? 'turn the top card of the ' + a.pile + ' pile.' : 'turn no card.';
    case 'judge': return a.claim ? 'claim the tied game.' : 'decline, and play sudden death.';
    case 'team': return 'choose the team ' + a.team + '.';
    case 'field': return 'field ' + a.card + '.';
    case 'rest': return 'rest ' + a.card + '.';
    case 'sub': return 'bring in ' + a.card + ' as the substitute.';
    case 'pass': return 'pass.';
    default: return a.notation;
  }
}
