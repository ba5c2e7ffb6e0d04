export * from './auth';
export * from './common';
export * from './dashboard';
export * from './profile';
