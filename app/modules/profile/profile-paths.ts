/** The page (and action) of the profile form, which the dialog posts to as well. Apart from
 * profile-copy.ts so the journey can link to it without the form's texts in its JavaScript. */
export const PROFILE_FORM_ACTION = "/dashboard/perfil";
