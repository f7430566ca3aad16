/** The page for an unknown address (app.notFound). */
export const notFoundEn = {
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  back: 'Back to the dashboard',
};
