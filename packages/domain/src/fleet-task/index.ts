export * from './activity-menu';
export * from './completion';
export * from './editability';
export * from './movements';
export * from './required-fields';
export * from './status';
export * from './transitions';
export * from './wizard';
