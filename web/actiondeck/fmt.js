// fmt.js: words, numbers and team marks shared by the Action Deck drawing.
// A team is its abbreviation; the home team is blue with a square "H"
// mark, the visitor orange with a round "A" mark (colour never alone).
import { h } from '../js/ui.js';
import { teamName } from './teams.js';

export const SIDES = ['home', 'away'];
export const LETTERS = ['H', 'A'];

// 0 for the home team, 1 for the visitor, -1 for none.
export function sideOf(view, team) {
  if (!view || !team) return -1;
  if (team === view.home) return 0;
  if (team === view.away) return 1;
  return -1;
}

export function teamOf(view, side) {
  return side === 0 ? view.home : view.away;
}

// "1:05" from seconds
export function mmss(s) {
  s = Math.max(0, Math.round(Number(s) || 0));
  return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
}

const ORD = ['', '1st', '2nd', '3rd'];
// the period as people name it: "2nd period", "Overtime", "Shoot-out", "Final"
export function periodName(p) {
  if (p >= 1 && p <= 3) return ORD[p] + ' period';
  if (p === 4) return 'Overtime';
  if (p === 5) return 'Shoot-out';
  return 'Final';
}

export function periodShort(p) {
  if (p >= 1 && p <= 3) return ORD[p];
  if (p === 4) return 'OT';
  if (p === 5) return 'SO';
  return '';
}

// "1:12 of the 1st", for a goal or penalty
export function when(period, clock) {
  return mmss(clock) + ' ' + (period >= 1 && period <= 3 ? ORD[period] : periodShort(period));
}

const ZONE_WORDS = { D: 'defending', M: 'middle', A: 'attacking' };
export function zoneWords(z) {
  return ZONE_WORDS[z] || '';
}

const ENTRY_WORDS = {
  P1: 'pass ahead one zone', P0: 'pass within the zone', 'P-1': 'pass back one zone',
  CTL: 'control draw', FO: 'face-off', PEN: 'penalty check', SHT: 'shot',
};
export function entryWords(e) {
  return ENTRY_WORDS[e] || e || '';
}

const STRENGTH = { even: 'even strength', pp: 'power play', sh: 'short-handed', en: 'empty net' };
export function strengthWords(s) {
  return STRENGTH[s] || s || '';
}

export const DECISIONS = { regulation: 'regulation', overtime: 'overtime', shootout: 'shoot-out', tie: 'a tie' };

// A team's mark and abbreviation: <span class="ad-team ad-home"><b>H</b> BOS</span>.
// full: the club's full name after it.
export function teamChip(view, team, { full = false } = {}) {
  const side = sideOf(view, team);
  if (side < 0) return h('span', { class: 'ad-team' }, team || '—');
  return h('span', {
    class: 'ad-team ad-' + SIDES[side], dataset: { team },
    title: teamName(team) + (side ? ' (visitors)' : ' (home)'),
  },
  h('b', { class: 'ad-mark', 'aria-hidden': 'true' }, LETTERS[side]), ' ', team,
  full ? h('span', { class: 'ad-full' }, ' ' + teamName(team)) : null);
}

// "Linus Ullmark" -> "Ullmark"
export function surname(name) {
  if (!name) return '';
  const parts = String(name).split(' ');
  return parts.length > 1 ? parts.slice(1).join(' ') : name;
}
