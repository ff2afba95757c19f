"""`--format html`: one self-contained page about a whole class.

Score distribution per exercise, the most frequent diagnoses per exercise, the table of students,
and the files that were not graded. plotly.js is embedded inline, so the page opens offline.
Everything that comes from a submission (file names, feedback quoting an error) is HTML-escaped,
and no submission text goes into the figures' JSON.
"""

from __future__ import annotations

import html
import statistics
from collections import Counter, OrderedDict
from collections.abc import Sequence

from attnlab.grading.model import STATUSES
from attnlab.grading.report import check_lines, feedback_text, note_lines, path_text
from attnlab.i18n import t

TOP_DIAGNOSES = 5
COLOURS = {"passed": "#2e7d32", "failed": "#f9a825", "error": "#c62828", "missing": "#9e9e9e"}
CSS = """
body { font-family: system-ui, "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif; margin: 2em;
       color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
th { background: #f3f3f3; }
td.num { text-align: right; }
td.passed { background: #e8f5e9; } td.failed { background: #fff8e1; }
td.error { background: #ffebee; } td.missing { background: #f5f5f5; color: #666; }
.help { color: #555; }
"""


def _e(x: object) -> str:
    return html.escape(str(x), quote=True)


def _num(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:.2f}"


def exercise_columns(reports) -> list:
    """The exercises in report order (the first report that lists each one)."""
    seen: OrderedDict = OrderedDict()
    for r in reports:
        for e, _ in r.results:
            seen.setdefault(e.id, e)
    return list(seen.values())


def status_counts(reports, exercise_id: str) -> Counter:
    return Counter(o.status for r in reports for e, o in r.results if e.id == exercise_id)


def diagnoses(reports, exercise_id: str, lang: str) -> list[tuple[int, str]]:
    """(number of students, feedback text of one example) for each distinct mistake, by feedback
    key, most frequent first. Passed and missing answers are not mistakes."""
    counts: Counter = Counter()
    example: dict[str, str] = {}
    for r in reports:
        for e, o in r.results:
            if e.id == exercise_id and o.status in ("failed", "error"):
                counts[o.feedback] += 1
                example.setdefault(o.feedback, feedback_text(o, lang))
    return [(n, example[key]) for key, n in counts.most_common(TOP_DIAGNOSES)]


def distribution_figure(reports, columns, lang: str):
    import plotly.graph_objects as go

    ids = [e.id for e in columns]
    fig = go.Figure()
    for status in STATUSES:
        counts = [status_counts(reports, i).get(status, 0) for i in ids]
        got = {e.id: e.points if status == "passed" else 0 for e in columns}
        points = [f"{_num(got[e.id])} / {_num(e.points)}" for e in columns]
        fig.add_bar(x=ids, y=counts, name=t(f"status.{status}", lang), marker_color=COLOURS[status],
                    customdata=points,
                    hovertemplate="%{x}: %{y} (%{customdata})<extra>" + t(f"status.{status}", lang)
                    + "</extra>")
    fig.update_layout(barmode="stack", height=420,  # the page's heading names it
                      xaxis_title=t("report.axis_exercise", lang),
                      yaxis_title=t("report.axis_students", lang), margin=dict(t=40, b=120),
                      legend=dict(orientation="h", y=1.1, traceorder="normal"))
    fig.update_xaxes(type="category", tickangle=-35)
    return fig


def totals_figure(reports, lang: str):
    import plotly.graph_objects as go

    top = max(r.max_score for r in reports)
    fig = go.Figure(go.Histogram(x=[r.score for r in reports], marker_color="#1565c0",
                                 xbins=dict(start=-0.5, end=top + 0.5, size=1)))
    fig.update_xaxes(range=[-0.5, top + 0.5])  # the whole scale, so a low cluster reads as low
    fig.update_yaxes(dtick=1)
    fig.update_layout(title=t("report.totals", lang), height=320, bargap=0.05,
                      xaxis_title=t("report.axis_total", lang),
                      yaxis_title=t("report.axis_students", lang))
    return fig


def _figure_div(fig, div_id: str) -> str:
    import plotly.io as pio

    return pio.to_html(fig, include_plotlyjs=False, full_html=False, div_id=div_id,
                       config={"displaylogo": False, "responsive": True})


def page(reports: Sequence, lang: str = "en", skipped: Sequence = ()) -> str:
    from plotly.offline import get_plotlyjs

    title = t("report.title", lang)
    parts = [f"<!DOCTYPE html>\n<html lang=\"{'zh-CN' if lang == 'zh' else 'en'}\">\n<head>"
             f"<meta charset=\"utf-8\"><title>{_e(title)}</title><style>{CSS}</style>"
             f"<script type=\"text/javascript\">{get_plotlyjs()}</script></head>\n<body>",
             f"<h1>{_e(title)}</h1>"]
    columns = exercise_columns(reports)
    if not reports:
        parts.append(f"<p>{_e(t('report.none', lang))}</p>")
    else:
        totals = [r.score for r in reports]
        parts.append("<p id=\"summary\">" + _e(t(
            "report.summary", lang, n=len(reports), mean=_num(round(statistics.fmean(totals), 2)),
            max_score=_num(max(r.max_score for r in reports)),
            median=_num(statistics.median(totals)))) + "</p>")
        seeds = sorted({r.seed for r in reports if r.seed is not None})
        if seeds:  # one per run: the inputs every answer was graded on
            parts.append("<p id=\"seed\">" + _e("; ".join(t("report.seed", lang, seed=x)
                                                          for x in seeds)) + "</p>")
        parts.append(f"<h2>{_e(t('report.distribution', lang))}</h2>"
                     f"<p class=\"help\">{_e(t('report.distribution_help', lang))}</p>")
        parts.append(_figure_div(distribution_figure(reports, columns, lang), "score-distribution"))
        parts.append(_figure_div(totals_figure(reports, lang), "total-distribution"))
        parts.append(_diagnoses_section(reports, columns, lang))
        parts.append(_students_section(reports, columns, lang))
        parts.append(_notes_section(reports, lang))
    if skipped:
        rows = "".join(f"<tr><td>{_e(path_text(s.path))}</td>"
                       f"<td>{_e(t(s.reason, lang))}</td></tr>" for s in skipped)
        parts.append(f"<h2>{_e(t('report.skipped', lang))}</h2><table id=\"skipped\"><tr>"
                     f"<th>{_e(t('report.file', lang))}</th><th>{_e(t('report.reason', lang))}</th>"
                     f"</tr>{rows}</table>")
    parts.append("</body>\n</html>\n")
    return "\n".join(parts)


def _diagnoses_section(reports, columns, lang: str) -> str:
    out = [f"<h2>{_e(t('report.diagnoses', lang))}</h2>",
           f"<p class=\"help\">{_e(t('report.diagnoses_help', lang))}</p>",
           "<div id=\"diagnoses\">"]
    for e in columns:
        found = diagnoses(reports, e.id, lang)
        out.append(f"<h3>{_e(e.id)}: {_e(e.title.get(lang, e.title['en']))}</h3>")
        if not found:
            out.append(f"<p>{_e(t('report.no_diagnoses', lang))}</p>")
            continue
        rows = "".join(f"<tr><td class=\"num\">{n}</td><td>{_e(text)}</td></tr>"
                       for n, text in found)
        out.append(f"<table data-exercise=\"{_e(e.id)}\"><tr><th>{_e(t('report.count', lang))}</th>"
                   f"<th>{_e(t('report.diagnosis', lang))}</th></tr>{rows}</table>")
    out.append("</div>")
    return "\n".join(out)


def _notes_section(reports, lang: str) -> str:
    """What the reports' notes say (cell order, failing cells, skipped IPython lines), per file."""
    rows = "".join(f"<tr><td>{_e(path_text(r.path))}</td><td>"
                   + "<br>".join(_e(n) for n in note_lines(getattr(r, "notes", {}), lang))
                   + "</td></tr>" for r in sorted(reports, key=lambda r: r.path)
                   if note_lines(getattr(r, "notes", {}), lang))
    if not rows:
        return ""
    return (f"<h2>{_e(t('report.notes', lang))}</h2><table id=\"notes\"><tr>"
            f"<th>{_e(t('report.submission', lang))}</th><th>{_e(t('note.label', lang))}</th>"
            f"</tr>{rows}</table>")


def _students_section(reports, columns, lang: str) -> str:
    head = "".join(f"<th title=\"{_e(e.title.get(lang, e.title['en']))}\">{_e(e.id)}</th>"
                   for e in columns)
    rows = []
    for r in sorted(reports, key=lambda r: r.path):
        outcomes = {e.id: o for e, o in r.results}
        cells = []
        for e in columns:
            o = outcomes.get(e.id)
            if o is None:
                cells.append("<td></td>")
                continue
            parts = "".join(f"<br><small class=\"check\">{_e(line)}</small>"
                            for line in check_lines(e, o, lang))  # points per check, if several
            cells.append(f"<td class=\"{_e(o.status)}\">{_e(t('status.' + o.status, lang))} "
                         f"{_num(o.score)}/{_num(o.max_score)}{parts}</td>")
        rows.append(f"<tr><td>{_e(path_text(r.path))}</td><td class=\"num\">{_num(r.score)} / "
                    f"{_num(r.max_score)}</td>{''.join(cells)}</tr>")
    return (f"<h2>{_e(t('report.students', lang))}</h2><table id=\"students\"><tr>"
            f"<th>{_e(t('report.submission', lang))}</th><th>{_e(t('report.total', lang))}</th>"
            f"{head}</tr>{''.join(rows)}</table>")
