// teams.js: the league's teams, as data/actiondeck/league/*.csv holds them
// (the browser cannot list a folder). Each entry: the chart's code (its
// file is actiondeck/league/CODE.csv) and the club's full name, which the
// charts do not carry. tests/e2e/test_web_teams.sh fails when this list and
// the folder disagree: add a line here for every chart added there.
export const TEAMS = [
  ['ANA', 'Anaheim Ducks'],
  ['ARI', 'Arizona Coyotes'],
  ['BOS', 'Boston Bruins'],
  ['BUF', 'Buffalo Sabres'],
  ['CAR', 'Carolina Hurricanes'],
  ['CBJ', 'Columbus Blue Jackets'],
  ['CGY', 'Calgary Flames'],
  ['CHI', 'Chicago Blackhawks'],
  ['COL', 'Colorado Avalanche'],
  ['DAL', 'Dallas Stars'],
  ['DET', 'Detroit Red Wings'],
  ['EDM', 'Edmonton Oilers'],
  ['FLA', 'Florida Panthers'],
  ['LAK', 'Los Angeles Kings'],
  ['MIN', 'Minnesota Wild'],
  ['MTL', 'Montreal Canadiens'],
  ['NJD', 'New Jersey Devils'],
  ['NSH', 'Nashville Predators'],
  ['NYI', 'New York Islanders'],
  ['NYR', 'New York Rangers'],
  ['OTT', 'Ottawa Senators'],
  ['PHI', 'Philadelphia Flyers'],
  ['PIT', 'Pittsburgh Penguins'],
  ['SEA', 'Seattle Kraken'],
  ['SJS', 'San Jose Sharks'],
  ['STL', 'St. Louis Blues'],
  ['TBL', 'Tampa Bay Lightning'],
  ['TOR', 'Toronto Maple Leafs'],
  ['VAN', 'Vancouver Canucks'],
  ['VGK', 'Vegas Golden Knights'],
  ['WPG', 'Winnipeg Jets'],
  ['WSH', 'Washington Capitals'],
];

export const LEAGUE = 'actiondeck/league/';

// The full name of a team code ("BOS" -> "Boston Bruins"), or the code.
export function teamName(code) {
  const t = TEAMS.find(([c]) => c === code);
  return t ? t[1] : code || '';
}

// The team code a chart parameter names: "actiondeck/league/BOS.csv" -> "BOS".
export function teamCode(param) {
  const m = /([^/]+?)(\.csv)?$/i.exec(param || '');
  return m ? m[1] : '';
}
