// LayoutEngine
