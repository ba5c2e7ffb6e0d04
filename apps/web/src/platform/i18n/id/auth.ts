export const auth = {
  login: {
    title: 'Masuk ke Armada',
    subtitle: 'Gunakan email dan kata sandi akun perusahaan Anda.',
    email: 'Email',
    emailPlaceholder: 'nama@perusahaan.co.id',
    password: 'Kata sandi',
    submit: 'Masuk',
  },
  loggingOut: 'Sedang keluar…',
  sessionError: 'Data akun tidak dapat dimuat.',
};
