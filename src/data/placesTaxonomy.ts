/**
 * The places category taxonomy of schema v1.13.0, as Overture publishes it, kept
 * beside this file (`places-categories-v1.13.0.csv`). The site reads it as it is;
 * these are its known irregularities, checked against the file by the tests.
 */
export const PLACES_TAXONOMY_CSV = 'places-categories-v1.13.0.csv';

/** Codes whose published path ends in another name than the code (other paths use that name for it). */
export const PATH_NAMES: Readonly<Record<string, string>> = {
  aircraft_repair: 'aircraft_services_and_repair',
  ev_charging_station: 'electric_vehicle_charging_station',
  custom_t_shirt_store: 't_shirt_store',
  community_services_non_profits: 'community_services',
};

/** Names that paths pass through but that no line defines: shown as groups, with no code to filter on. */
export const PATH_GROUPS: readonly string[] = ['diving_instruction', 'boat_hire_service'];
