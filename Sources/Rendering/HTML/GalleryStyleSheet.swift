/// The gallery's one style sheet (`style.css`): light, quiet, system fonts only — nothing is
/// fetched, so the pages look the same from `file://` on a plane.
///
/// The accent is the blue the SVG pictures draw cells with (Okabe–Ito #0072b2), so chrome and
/// pictures read as one thing; warnings use the pictures' amber. Text colours stay above 4.5:1
/// on their backgrounds.
enum GalleryStyleSheet {
    static let text = #"""
        :root {
          color-scheme: light;
          --ink: #1f2933;
          --muted: #52606d;
          --faint: #7b8794;
          --line: #e4e7eb;
          --paper: #ffffff;
          --canvas: #f5f7fa;
          --well: #eef1f5;
          --accent: #0072b2;
          --accent-ink: #084c7a;
          --accent-soft: #e3f0fa;
          --added: #1b7f4b;
          --removed: #b3261e;
          --changed: #8a5a00;
          --warn-bg: #fff8e6;
          --warn-line: #f0c36d;
          --radius: 12px;
          --sans: -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, Helvetica, Arial, sans-serif;
          --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace;
        }

        *, *::before, *::after { box-sizing: border-box; }
        [hidden] { display: none !important; }

        html { -webkit-text-size-adjust: 100%; }
        body {
          margin: 0;
          font: 15px/1.5 var(--sans);
          color: var(--ink);
          background: var(--canvas);
        }
        a { color: var(--accent-ink); text-decoration: none; }
        a:hover { text-decoration: underline; }
        code, pre, .mono { font-family: var(--mono); font-size: 0.9em; }
        :focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 4px; }
        h1, h2, h3 { line-height: 1.25; margin: 0; }

        /* Page chrome */
        .site-header {
          background: var(--paper);
          border-bottom: 1px solid var(--line);
        }
        .site-header .inner, .page, .toolbar .inner, .site-footer {
          max-width: 1320px;
          margin: 0 auto;
          padding-left: 24px;
          padding-right: 24px;
        }
        .site-header .inner { padding-top: 28px; padding-bottom: 20px; }
        .site-header h1 { font-size: 26px; font-weight: 650; letter-spacing: -0.01em; }
        .site-header .lede { margin: 6px 0 0; color: var(--muted); }
        .crumbs { margin: 0 0 10px; font-size: 13px; }
        .crumbs a { color: var(--muted); }
        .site-footer { padding-top: 32px; padding-bottom: 40px; color: var(--faint); font-size: 13px; }

        /* Toolbar: search, device switcher, tag chips */
        .toolbar {
          position: sticky;
          top: 0;
          z-index: 10;
          background: rgba(245, 247, 250, 0.94);
          border-bottom: 1px solid var(--line);
          backdrop-filter: saturate(1.4) blur(8px);
        }
        .toolbar .inner { padding-top: 12px; padding-bottom: 12px; display: flex; flex-wrap: wrap; gap: 10px 16px; align-items: center; }
        .search {
          flex: 1 1 220px;
          max-width: 340px;
          font: inherit;
          padding: 8px 12px;
          border: 1px solid #cbd2d9;
          border-radius: 8px;
          background: var(--paper);
          color: var(--ink);
        }
        .search::placeholder { color: var(--faint); }
        .search:focus { outline: none; border-color: var(--accent); box-shadow: 0 0 0 3px var(--accent-soft); }
        .filter-count { color: var(--muted); font-size: 13px; white-space: nowrap; }
        .link-button {
          font: inherit; font-size: 13px; color: var(--accent-ink);
          background: none; border: 0; padding: 0; cursor: pointer; text-decoration: underline;
        }
        .chips-bar { max-width: 1320px; margin: 0 auto; padding: 16px 24px 0; }
        .chips { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
        .index .toolbar .switcher { margin-left: auto; }

        /* Segmented device switcher */
        .switcher {
          display: inline-flex;
          flex-wrap: wrap;
          gap: 2px;
          padding: 3px;
          background: #e6e9ee;
          border-radius: 9px;
        }
        .switcher button {
          font: inherit;
          font-size: 13px;
          color: var(--muted);
          background: transparent;
          border: 0;
          border-radius: 7px;
          padding: 5px 10px;
          cursor: pointer;
          white-space: nowrap;
        }
        .switcher button .size { color: var(--faint); font-size: 11px; }
        .switcher button:hover { color: var(--ink); }
        .switcher button[aria-pressed="true"] {
          background: var(--paper);
          color: var(--ink);
          font-weight: 600;
          box-shadow: 0 1px 2px rgba(31, 41, 51, 0.16), 0 0 0 0.5px rgba(31, 41, 51, 0.08);
        }

        /* Sizes are also in each button's tooltip; drop them before the switcher wraps. */
        @media (max-width: 1560px) { .index .switcher .size { display: none; } }
        @media (max-width: 700px) {
          .toolbar { position: static; }
          .switcher { flex-wrap: nowrap; overflow-x: auto; max-width: 100%; }
          .switcher .size { display: none; }
        }

        /* Tags */
        .tags { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
        .tag {
          display: inline-block;
          font: inherit;
          font-size: 12px;
          line-height: 1.2;
          color: #334e68;
          background: var(--well);
          border: 1px solid transparent;
          border-radius: 999px;
          padding: 4px 10px;
          cursor: pointer;
        }
        a.tag:hover { text-decoration: none; border-color: #cbd2d9; }
        button.tag:hover { border-color: #cbd2d9; }
        .tag .n { color: var(--faint); }
        .tag[aria-pressed="true"], .tag.selected { background: var(--accent); color: #ffffff; }
        .tag[aria-pressed="true"] .n { color: #d6e8f7; }

        /* Index: the grid of cards */
        .page { padding-top: 24px; }
        .grid {
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(290px, 1fr));
          gap: 20px;
        }
        .card {
          display: flex;
          flex-direction: column;
          background: var(--paper);
          border: 1px solid var(--line);
          border-radius: var(--radius);
          overflow: hidden;
          box-shadow: 0 1px 2px rgba(31, 41, 51, 0.04);
          transition: box-shadow 0.15s ease, transform 0.15s ease;
        }
        .card:hover { box-shadow: 0 6px 20px rgba(31, 41, 51, 0.1); transform: translateY(-1px); }
        .card-picture {
          display: block;
          height: 380px;
          overflow: hidden;
          background: var(--well);
          border-bottom: 1px solid var(--line);
        }
        .card-picture .picture { height: 100%; margin: 0; padding: 14px; }
        .card-picture .picture img { width: 100%; height: 100%; max-width: none; object-fit: contain; object-position: center top; display: block; }
        .card-picture .unavailable { border-radius: 10px; }
        .card-body { padding: 14px 16px 16px; display: flex; flex-direction: column; gap: 8px; flex: 1; }
        .card-title { font-size: 16px; font-weight: 620; }
        .card-title a { color: var(--ink); }
        .card-name { margin: -4px 0 0; color: var(--muted); font-size: 13px; }
        .card-summary {
          margin: 0;
          color: var(--muted);
          font-size: 13px;
          display: -webkit-box;
          -webkit-line-clamp: 3;
          -webkit-box-orient: vertical;
          overflow: hidden;
        }
        .meta { margin: auto 0 0; color: var(--faint); font-size: 12.5px; display: flex; flex-wrap: wrap; gap: 4px 10px; }
        .meta .rev { color: var(--accent-ink); font-weight: 600; }
        .empty {
          margin: 48px auto;
          text-align: center;
          color: var(--muted);
        }

        /* Pictures and the "cannot be drawn" stand-in */
        .picture { margin: 0; }
        .picture img { max-width: 100%; height: auto; }
        .unavailable {
          height: 100%;
          min-height: 160px;
          display: flex;
          flex-direction: column;
          justify-content: center;
          gap: 4px;
          padding: 18px;
          background: var(--warn-bg);
          border: 1px dashed var(--warn-line);
          border-radius: 10px;
          color: var(--changed);
          font-size: 13px;
          text-align: center;
        }
        .unavailable strong { font-size: 14px; color: #6b4500; }

        /* Layout page */
        .layout-header .inner { padding-bottom: 24px; }
        .layout-header h1 { font-size: 28px; }
        .layout-header .name { margin: 6px 0 0; color: var(--muted); }
        .layout-header .summary { margin: 12px 0 0; max-width: 72ch; color: var(--ink); }
        .layout-header .tags { margin-top: 14px; }
        .layout-header .meta { margin-top: 14px; font-size: 13px; }
        .columns {
          display: grid;
          grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
          gap: 24px;
          align-items: start;
        }
        /* The YAML follows the (usually much taller) picture down the page. */
        .columns > .panel:last-child { position: sticky; top: 68px; }
        @media (max-width: 900px) {
          .columns { grid-template-columns: minmax(0, 1fr); }
          .columns > .panel:last-child { position: static; }
        }
        .panel {
          background: var(--paper);
          border: 1px solid var(--line);
          border-radius: var(--radius);
          padding: 16px;
        }
        .columns + .panel { margin-top: 24px; }
        .panel-head { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: space-between; margin-bottom: 14px; }
        .panel-head h2 { font-size: 17px; font-weight: 620; }
        .stage {
          background: var(--well);
          border-radius: 10px;
          padding: 12px;
          display: flex;
          justify-content: center;
        }
        .stage .picture { width: 100%; }
        .stage img { display: block; margin: 0 auto; }
        .copy {
          font: inherit; font-size: 12.5px;
          color: var(--accent-ink);
          background: var(--paper);
          border: 1px solid #cbd2d9;
          border-radius: 7px;
          padding: 4px 10px;
          cursor: pointer;
        }
        .copy:hover { border-color: var(--accent); }
        pre.yaml {
          margin: 0;
          padding: 14px 16px;
          background: #fafbfc;
          border: 1px solid var(--line);
          border-radius: 8px;
          overflow: auto;
          max-height: 78vh;
          font-size: 12.5px;
          line-height: 1.55;
          tab-size: 2;
        }

        /* History */
        .history { list-style: none; margin: 0; padding: 0; }
        .revision {
          position: relative;
          padding: 0 0 22px 26px;
          border-left: 2px solid var(--line);
          margin-left: 7px;
        }
        .revision:last-child { border-left-color: transparent; padding-bottom: 0; }
        .revision::before {
          content: "";
          position: absolute;
          left: -8px;
          top: 3px;
          width: 10px;
          height: 10px;
          border-radius: 50%;
          background: var(--paper);
          border: 2px solid var(--accent);
        }
        .revision.head::before { background: var(--accent); }
        .revision-line { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 10px; font-size: 13px; color: var(--muted); }
        .revision-line .number { font-weight: 650; color: var(--ink); font-size: 15px; }
        .revision-line .hash { color: var(--faint); }
        .label {
          font-size: 11.5px; font-weight: 600; color: var(--accent-ink);
          background: var(--accent-soft); border-radius: 5px; padding: 1px 6px;
        }
        .message { margin: 4px 0 0; font-weight: 560; }
        .change-summary { margin: 2px 0 0; color: var(--muted); font-size: 13px; }
        .diff { margin-top: 10px; }
        .diff > summary {
          cursor: pointer;
          color: var(--accent-ink);
          font-size: 13px;
          font-weight: 600;
        }
        .diff-body {
          margin-top: 10px;
          display: grid;
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
          gap: 16px;
        }
        @media (max-width: 1100px) { .diff-body { grid-template-columns: minmax(0, 1fr); } }
        .diff-body h3 { font-size: 13px; font-weight: 650; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; margin-bottom: 8px; }
        .changes { list-style: none; margin: 0; padding: 0; font-family: var(--mono); font-size: 12.5px; }
        .changes li { padding: 4px 0 4px 22px; position: relative; border-bottom: 1px solid #f0f2f5; overflow-wrap: anywhere; }
        .changes li::before { position: absolute; left: 4px; font-weight: 700; }
        .changes .changed::before { content: "~"; color: var(--changed); }
        .changes .added::before { content: "+"; color: var(--added); }
        .changes .removed::before { content: "\2212"; color: var(--removed); }
        .changes .path { color: var(--ink); }
        .changes .old { color: var(--removed); text-decoration: line-through; text-decoration-color: rgba(179, 38, 30, 0.4); }
        .changes .new { color: var(--added); }
        .changes .arrow { color: var(--faint); padding: 0 4px; }
        .geometry-summary { margin: 0 0 8px; font-size: 13px; }
        .overlay { background: var(--well); border-radius: 8px; padding: 8px; }
        .overlay img { display: block; max-width: 100%; max-height: 80vh; width: auto; height: auto; margin: 0 auto; }
        .none { color: var(--faint); font-size: 13px; margin: 0; }

        @media (prefers-reduced-motion: reduce) {
          .card { transition: none; }
          .card:hover { transform: none; }
        }
        """#
}
