export { foodsQueryOptions, getFoods, useFoods } from './api/get-foods';
