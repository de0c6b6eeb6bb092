// scoreboard.js: the score, the period and the time or cards left, shots,
// strength (power play, empty net), running penalties and players out.
import { h } from '../js/ui.js';
import { teamName } from './teams.js';
import { SIDES, LETTERS, mmss, periodName, teamChip, DECISIONS } from './fmt.js';

export function drawScoreboard(view) {
  const over = view.phase === 'over';
  const team = (side) => {
    const code = side ? view.away : view.home;
    return h('div', { class: 'ad-sb-team ad-' + SIDES[side], dataset: { side: SIDES[side], team: code } },
      h('span', { class: 'ad-sb-mark', 'aria-hidden': 'true' }, LETTERS[side]),
      h('span', { class: 'ad-sb-name' }, h('strong', {}, code), h('small', {}, teamName(code), side ? ' · visitors' : ' · home')),
      h('span', { class: 'ad-sb-score', dataset: { score: view.score[side] }, 'aria-label': code + ' ' + view.score[side] + (view.score[side] === 1 ? ' goal' : ' goals') }, String(view.score[side])),
      h('span', { class: 'ad-sb-shots' }, 'Shots ', h('b', {}, String(view.shots[side]))));
  };
  let clock;
  if (over) {
    const r = view.result || {};
    clock = [h('strong', {}, 'Final'), r.decision && r.decision !== 'regulation' ? ' (' + DECISIONS[r.decision] + ')' : null,
      h('span', { class: 'ad-sb-sub' }, r.winner ? r.winner + ' wins' : 'a tie')];
  } else if (view.period === 5) {
    const so = view.shootout || { goals: [0, 0] };
    clock = [h('strong', {}, 'Shoot-out'), h('span', { class: 'ad-sb-sub' }, 'goals ' + so.goals[0] + '–' + so.goals[1])];
  } else {
    clock = [h('strong', {}, periodName(view.period)),
      h('span', { class: 'ad-sb-time', 'aria-label': mmss(view.time_left) + ' left' }, mmss(view.time_left)),
      h('span', { class: 'ad-sb-sub' }, view.cards_left + (view.cards_left === 1 ? ' card' : ' cards') + ' left')];
  }
  return h('section', { class: 'ad-scoreboard', 'aria-label': 'Scoreboard: ' + view.home + ' ' + view.score[0] + ', ' + view.away + ' ' + view.score[1] },
    team(0), h('div', { class: 'ad-sb-clock', dataset: { period: view.period } }, clock), team(1));
}

// "5 on 4 · BOS power play · TOR empty net", penalties running, players out.
export function drawSituation(view) {
  if (view.phase === 'over') return null;
  const st = view.strength || {};
  const bits = [h('span', { class: 'ad-strength', dataset: { label: st.label || '' } }, st.label || '5 on 5')];
  if (st.power_play) bits.push(h('span', { class: 'ad-badge ad-pp' }, teamChip(view, st.power_play), ' power play'));
  for (const t of st.empty_net || []) bits.push(h('span', { class: 'ad-badge ad-en-badge' }, teamChip(view, t), ' empty net: goalie pulled'));
  if (!st.power_play && !(st.empty_net || []).length && view.phase !== 'over') bits.push(h('span', { class: 'muted' }, 'even strength'));

  const pens = (view.penalties || []).map((p) => h('li', { dataset: { team: p.team } },
    teamChip(view, p.team), ' ', p.player === 'bench' ? 'bench penalty' : p.player, ', ', p.kind,
    p.minutes ? ' (' + p.minutes + ' min)' : '', ': ', h('b', {}, String(p.left)), ' ', p.unit === 'attempts' ? 'control attempts' : 'cards', ' left'));
  const WHY = { period: 'injured, out for the period', game: 'injured, out for the game', absent: 'not playing', misconduct: 'misconduct', box: 'in the penalty box' };
  const outs = (view.out || []).filter((o) => o.why !== 'box').map((o) => h('li', {}, teamChip(view, o.team), ' ', o.player, ': ', WHY[o.why] || o.why));
  const goalies = [0, 1].map((side) => h('span', { class: 'ad-goalie-line' }, teamChip(view, side ? view.away : view.home), ' ',
    view.pulled && view.pulled[side] ? h('em', {}, 'net empty (' + (view.goalies[side] || 'goalie') + ' on the bench)') : (view.goalies[side] || '—')));
  return h('section', { class: 'ad-situation', 'aria-label': 'On the ice' },
    h('p', { class: 'ad-strength-line' }, bits),
    h('p', { class: 'ad-goalies' }, h('span', { class: 'muted' }, 'In goal: '), goalies[0], ' ', goalies[1]),
    pens.length ? h('div', {}, h('h4', {}, 'Penalties running'), h('ul', { class: 'ad-pens' }, pens)) : null,
    outs.length ? h('div', {}, h('h4', {}, 'Out'), h('ul', { class: 'ad-outs' }, outs)) : null);
}

// The shoot-out so far: each team's shots from the events, and the named
// shooters this seat may see (its own team's only).
export function drawShootout(view, events, you) {
  if (view.period !== 5 && !(view.result && view.result.decision === 'shootout')) return null;
  const so = view.shootout || { goals: [0, 0], named: [0, 0], shooters: [[], []] };
  const shots = events.filter((e) => e.event.type === 'so_shot' || e.event.type === 'so_lot').map((e) => e.event);
  const col = (side) => {
    const code = side ? view.away : view.home;
    const mine = (so.shooters && so.shooters[side]) || [];
    const taken = shots.filter((s) => s.team === code);
    return h('div', { class: 'ad-so-team ad-' + SIDES[side] },
      h('h4', {}, teamChip(view, code), ' ', String(so.goals[side]), so.goals[side] === 1 ? ' goal' : ' goals'),
      h('ol', { class: 'ad-so-shots' }, taken.map((s) => h('li', { class: 'ad-so-' + s.result },
        s.shooter, ': ', h('b', {}, s.result === 'goal' ? 'GOAL' : s.result), ' (card ', String(s.card), ', scores within ', String(s.within), ')'))),
      mine.length && !taken.length && you === side
        ? h('p', { class: 'ad-so-named' }, 'Your shooters, in order: ', mine.map((n, i) => h('span', { class: 'ad-so-name', 'data-so-shooter': n }, (i + 1) + '. ' + n + (i < mine.length - 1 ? ', ' : ''))))
        : null,
      !taken.length ? h('p', { class: 'muted' }, (so.named ? so.named[side] : 0) + ' of 3 shooters named') : null);
  };
  const lot = shots.find((s) => s.type === 'so_lot');
  return h('section', { class: 'ad-shootout', 'aria-label': 'Shoot-out' },
    h('h3', {}, 'Shoot-out'), h('div', { class: 'ad-so-cols' }, col(0), col(1)),
    lot ? h('p', {}, 'No shooter left: card ' + lot.card + ' (' + lot.parity + ') gives the game to ' + lot.winner) : null);
}

