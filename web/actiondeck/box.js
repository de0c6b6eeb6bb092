// box.js: the box score from the view's `box` (rink_ad_box_json): goals by
// period, shots, power plays, penalty minutes; the scoring and penalty
// summaries; the skaters' and goalies' lines (open once the game is over).
import { h } from '../js/ui.js';
import { teamName } from './teams.js';
import { SIDES, teamChip, when, strengthWords, surname, periodShort } from './fmt.js';

function lineScore(view, box, over) {
  const teams = box.teams || [];
  const maxP = Math.max(view.period, 3);
  const cols = [1, 2, 3];
  const anyOT = teams.some((t) => (t.by_period || [])[3]) || maxP >= 4 && (over ? ['overtime', 'shootout', 'tie'].includes((view.result || {}).decision) : true);
  if (anyOT) cols.push(4);
  const so = (view.result && view.result.decision === 'shootout') || view.period === 5;
  if (so) cols.push(5);
  return h('div', { class: 'ad-scroll' }, h('table', { class: 'ad-linescore' },
    h('caption', {}, over ? 'Final score' : 'Score by period'),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Team'),
      cols.map((p) => h('th', { scope: 'col' }, periodShort(p))),
      h('th', { scope: 'col', title: 'Total goals' }, 'T'), h('th', { scope: 'col' }, 'Shots'),
      h('th', { scope: 'col', title: 'Power-play goals / chances' }, 'PP'), h('th', { scope: 'col', title: 'Penalty minutes' }, 'PIM'))),
    h('tbody', {}, teams.map((t, i) => h('tr', { class: 'ad-' + SIDES[i], dataset: { team: t.team } },
      h('th', { scope: 'row' }, teamChip(view, t.team)),
      cols.map((p) => h('td', {}, view.period >= p || over ? String((t.by_period || [])[p - 1] || 0) : '')),
      h('td', { class: 'ad-total', dataset: { goals: t.goals } }, h('strong', {}, String(t.goals))),
      h('td', { dataset: { shots: t.shots } }, String(t.shots)),
      h('td', {}, (t.pp_goals || 0) + '/' + (t.pp_opps || 0)),
      h('td', {}, String(t.pim || 0)))))));
}

function goalsList(view, box) {
  const goals = box.goals || [];
  return h('div', { class: 'ad-goals' }, h('h4', {}, 'Scoring'),
    goals.length ? h('ol', {}, goals.map((g) => h('li', { dataset: { team: g.team } },
      h('span', { class: 'ad-when' }, when(g.period, g.clock)), ' ', teamChip(view, g.team), ' ',
      h('strong', {}, g.scorer), g.assists && g.assists.length ? ' (' + g.assists.map(surname).join(', ') + ')' : ' (unassisted)',
      g.strength && g.strength !== 'even' ? h('span', { class: 'ad-tag' }, strengthWords(g.strength)) : null,
      g.penalty_shot ? h('span', { class: 'ad-tag' }, 'penalty shot') : null)))
      : h('p', { class: 'muted' }, 'No goals yet.'),
    box.goals_not_listed ? h('p', { class: 'muted' }, box.goals_not_listed + ' more not listed') : null);
}

function penaltyList(view, box) {
  const pens = box.penalties || [];
  const inj = box.injuries || [];
  return h('div', { class: 'ad-penlist' }, h('h4', {}, 'Penalties'),
    pens.length ? h('ol', {}, pens.map((p) => h('li', {},
      h('span', { class: 'ad-when' }, when(p.period, p.clock)), ' ', teamChip(view, p.team), ' ',
      p.player || 'bench', ', ', p.kind, p.minutes ? ' (' + p.minutes + ' min)' : '')))
      : h('p', { class: 'muted' }, 'No penalties yet.'),
    box.penalties_not_listed ? h('p', { class: 'muted' }, box.penalties_not_listed + ' more not listed') : null,
    inj.length ? [h('h4', {}, 'Injuries'), h('ul', {}, inj.map((i) => h('li', {}, periodShort(i.period), ' ', teamChip(view, i.team), ' ', i.player, ': out for the ', i.out,
      i.further_games ? ' and ' + i.further_games + ' more game' + (i.further_games > 1 ? 's' : '') : '')))] : null);
}

function playerLines(view, t, over) {
  const skaters = (t.skaters || []).filter((s) => over || s.g || s.a || s.shots || s.pim)
    .slice().sort((a, b) => (b.g + b.a) - (a.g + a.a) || b.g - a.g || b.shots - a.shots || a.player.localeCompare(b.player));
  const goalies = (t.goalies || []).filter((g) => g.shots_against || over);
  return h('div', { class: 'ad-lines' },
    h('table', { class: 'ad-skaters' },
      h('caption', {}, teamChip(view, t.team), ' ', teamName(t.team), ': skaters'),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Player'), h('th', { scope: 'col', title: 'Goals' }, 'G'),
        h('th', { scope: 'col', title: 'Assists' }, 'A'), h('th', { scope: 'col', title: 'Points' }, 'P'),
        h('th', { scope: 'col', title: 'Shots' }, 'S'), h('th', { scope: 'col', title: 'Penalty minutes' }, 'PIM'))),
      h('tbody', {}, skaters.map((s) => h('tr', {}, h('th', { scope: 'row' }, s.player), h('td', {}, String(s.g)), h('td', {}, String(s.a)),
        h('td', {}, String(s.g + s.a)), h('td', {}, String(s.shots)), h('td', {}, String(s.pim)))))),
    h('table', { class: 'ad-goalie-table' },
      h('caption', {}, teamChip(view, t.team), ' goalies'),
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Goalie'), h('th', { scope: 'col', title: 'Shots against' }, 'SA'),
        h('th', { scope: 'col', title: 'Saves' }, 'SV'), h('th', { scope: 'col', title: 'Goals against' }, 'GA'), h('th', { scope: 'col', title: 'Save percentage' }, 'SV%'))),
      h('tbody', {}, goalies.map((g) => h('tr', {}, h('th', { scope: 'row' }, g.player), h('td', {}, String(g.shots_against)),
        h('td', {}, String(g.saves)), h('td', {}, String(g.shots_against - g.saves)),
        h('td', {}, g.shots_against ? (g.saves / g.shots_against).toFixed(3).replace(/^0/, '') : '—'))))));
}

// The box score; open: whether the players' lines start unfolded.
export function drawBox(view, openLines) {
  const box = view.box;
  if (!box || !box.teams) return null;
  const over = view.phase === 'over';
  const details = h('details', { class: 'ad-players', open: openLines || over },
    h('summary', {}, over ? 'Players' : 'Players so far'),
    h('div', { class: 'ad-lines-pair' }, box.teams.map((t) => playerLines(view, t, over))));
  return h('section', { class: 'ad-box' + (over ? ' ad-box-final' : ''), id: 'ad-box', 'aria-label': over ? 'Final box score' : 'Box score',
    dataset: { final: over ? '1' : '0' } },
  h('h3', {}, over ? 'Final box score' : 'Box score'),
  lineScore(view, box, over),
  h('div', { class: 'ad-summaries' }, goalsList(view, box), penaltyList(view, box)),
  details);
}
