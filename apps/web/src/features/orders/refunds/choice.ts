/** The quantities typed per order line (keyed by its id), as the after-sales calls take them: only lines with pieces. */
export function chosenLines(quantities: Record<string, number | null | undefined> | undefined) {
  return Object.entries(quantities ?? {})
    .map(([id, quantity]) => ({ orderLineId: Number(id), quantity: quantity ?? 0 }))
    .filter((line) => line.quantity > 0)
    .sort((a, b) => a.orderLineId - b.orderLineId);
}
