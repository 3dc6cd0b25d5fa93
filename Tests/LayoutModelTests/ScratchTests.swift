import Testing
@testable import LayoutModel

@Test func scratch() {
    let yaml = """
    name: nested-groups
    title: Nested Groups
    tags: [nested, grid]
    section:
      group:
        layout: horizontal
        size: {width: fractionalWidth(1.0), height: fractionalHeight(0.4)}
        subitems:
          - item: {size: {width: fractionalWidth(0.7), height: fractionalHeight(1.0)}, contentInsets: 10}
          - group:
              layout: vertical
              size: {width: fractionalWidth(0.3), height: fractionalHeight(1.0)}
              subitem: {item: {size: {width: fractionalWidth(1.0), height: fractionalHeight(0.3)}, contentInsets: 10}}
              count: 2
        interItemSpacing: fixed(10)
        widht: 3
    """
    let r = LayoutDocument.check(yaml)
    for d in r.diagnostics { print(d.formatted(file: "x.yaml")) }
    let json = """
    {"name": "a", "section": {"group": {"layout": "custom", "size": {"width": "fractionalWidth(1)", "height": "absolute(120)"},
    \t"customItems": [{"x": 0, "y": "height / 3", "width": "(width - 32) / 3", "height": "height/3"}],
      "repeat": {"count": 3, "frame": {"x": "i * ((width - 32) / 3 + 8)", "y": "i*height/3", "width": "(width - 32) / 3", "height": "height / 3"}}}}}
    """
    let j = LayoutDocument.check(json)
    for d in j.diagnostics { print(d.formatted(file: "x.json")) }
    if let def = j.definition {
        print(def.canonicalText)
        print(def.contentHash)
        let again = LayoutDocument.check(def.canonicalText)
        print(again.definition == def)
        print(def.canonicalJSON.prettyText)
    }
}
