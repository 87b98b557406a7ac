// Snooze choices offered on a reminder notification, in minutes.
const DEFAULT_SNOOZE_OPTIONS = [15, 60, 1440];

function snoozeLabel(minutes) {
  if (minutes >= 1440) return `${Math.round(minutes / 1440)} d`;
  if (minutes >= 60) return `${Math.round(minutes / 60)} h`;
  return `${minutes} min`;
}

module.exports = { DEFAULT_SNOOZE_OPTIONS, snoozeLabel };
