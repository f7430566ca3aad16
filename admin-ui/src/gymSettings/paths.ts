export const GYM_SETTINGS_PATH = '/gym-settings';
