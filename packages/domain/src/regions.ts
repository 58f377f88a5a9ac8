/** The seven trade regions (a priority's target region, the insight engine's regions). */
export const TRADE_REGION_NAMES = ['Asia', 'Europe', 'Middle East', 'Africa', 'North America', 'South America', 'Oceania'] as const;
export type TradeRegionName = (typeof TRADE_REGION_NAMES)[number];
