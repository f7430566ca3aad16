/** The menu, the header and the user menu (app.menu, app.header, app.user, app.layout). */
export const layoutEn = {
  menu: {
    dashboard: 'Dashboard',
    members: 'Members',
    subscriptions: 'Subscriptions',
    payments: 'Payments',
    settings: 'Settings',
    systemStatus: 'System Status',
    staff: 'Staff',
    auditLog: 'Audit Log',
    gymSettings: 'Gym Settings',
    checkIn: 'Check-in',
    reports: 'Reports',
    expenses: 'Expenses',
    branches: 'Branches',
    dayClose: 'Close the day',
    dayCloses: 'Day closes',
    logout: 'Logout',
  },
  header: {
    admin: 'Admin Dashboard',
    manager: 'Branch Manager Dashboard',
    staff: 'Staff Dashboard',
    member: 'Member Portal',
  },
  branches: {
    all: 'All branches',
    allMine: 'All my branches',
    switcher: 'Branch: %{branch}',
    closedCode: '%{code} · closed',
    switchFailed: 'Could not change the branch',
  },
  user: {
    fallbackName: 'User',
  },
  layout: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    userMenu: 'Account',
    // The button shows the person's name; its accessible name must contain it (WCAG 2.5.3).
    userMenuOf: '%{name}: Account',
  },
};
