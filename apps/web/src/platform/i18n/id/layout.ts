export const layout = {
  mainNavigation: 'Menu utama',
  bottomNavigation: 'Menu bawah',
  collapseMenu: 'Ciutkan menu',
  expandMenu: 'Bentangkan menu',
  openMenu: 'Buka menu',
  homeLink: 'Armada, ke halaman utama',
  opensInNewTab: '(membuka tab baru)',
  pendingRequests: '({{count}} menunggu jawaban)',
  language: {
    switchTo: 'Ganti bahasa ke {{language}}',
    id: 'Bahasa Indonesia',
    en: 'English',
  },
  account: {
    menu: 'Menu akun',
    profile: 'Profil',
    logout: 'Keluar',
  },
};
