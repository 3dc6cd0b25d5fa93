// LayoutModel
