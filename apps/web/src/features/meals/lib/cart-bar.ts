/** Height of the phone's cart bar: the bar and the room the meals page keeps under its last card. */
export const CART_SUMMARY_BAR_HEIGHT = 72;
