/** Texts of the shared pieces in lib/ and of the whole app (its name, toasts, pagination). */
export const sharedEn = {
  name: 'Gym Manager',
  loading: 'Loading',
  dateInput: { placeholder: 'dd/mm/yyyy', openCalendar: 'Open calendar' },
  toast: {
    success: 'Success',
    error: 'Error',
    unauthorized: 'Unauthorized',
    loggedOut: 'You are logged out. Logging in again...',
  },
  list: {
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page %{page}',
    showing: 'Showing %{from}-%{to} of %{total}',
  },
  plans: {
    per: {
      month: '/month',
      threeMonths: '/3 months',
      year: '/year',
      days: '/%{days} days',
    },
  },
  upi: {
    title: 'Pay by UPI',
    payBalance: 'Pay the balance by UPI',
    scan: 'Scan with any UPI app to pay %{amount}',
    qrAlt: 'UPI QR code for %{amount}',
    open: 'Open in a UPI app',
  },
  whatsApp: {
    send: 'Send on WhatsApp',
  },
  noAccess: {
    title: 'No access',
    text: 'Your account cannot open this page. Ask the gym owner if you need it.',
    back: 'Back to the dashboard',
  },
};
