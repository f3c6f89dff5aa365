export * from './catalogue';
export * from './images';
