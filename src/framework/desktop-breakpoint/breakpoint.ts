/** Windows this wide or wider get the desktop layout; narrower ones the mobile drawer. */
export const DESKTOP_MIN_WIDTH = 996;
