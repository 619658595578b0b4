/**
 * client_settings keys of the download page (decision 0013); staff edit them in the database.
 */

/** The external site visitors are sent to install the app: Android visitors and the download page. */
export const DOWNLOAD_URL_SETTING = 'app.downloadUrl';

/** 'true' while iOS web visitors may sign up in the web app (the download page's accordWith). */
export const WEB_SIGNUPS_OPEN_SETTING = 'download.webSignupsOpen';

/** The key the download URL had before it served the download page too (client-settings-v1). */
export const FORMER_DOWNLOAD_URL_SETTING = 'app.androidDownloadUrl';
