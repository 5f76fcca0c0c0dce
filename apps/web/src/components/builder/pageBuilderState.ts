/** What the builder's palette offers: a kind of component that can be put on the canvas. */
export interface CanvasEntry {
  kind: string;
}

/** A page of the shop that can be decorated (or linked to), as the builder lists it. */
export interface BuilderPage {
  id: number;
  name: string;
}

/**
 * The spec's page builder state, one shape for both builders: the terminal being decorated, the
 * selected component, the components being edited (in order), what the palette offers for the
 * terminal (`canvasList`) and the terminal's pages (`pageList`). The bottom navigation builder edits
 * its entries as components and leaves the palette and the pages empty.
 */
export interface PageBuilderState<Component, Id> {
  terminal: number;
  activeComponent: Id | null;
  componentsData: Component[];
  canvasList: readonly CanvasEntry[];
  pageList: readonly BuilderPage[];
}
