/** A rate's name as golfers read it: the lightning rate (the server's "Specials") is "Hot deals" everywhere. */
export const rateName = (rateType: string, name: string) => (rateType === 'lightning' ? 'Hot deals' : name);
