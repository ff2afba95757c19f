"""Words inside the formulas' \\text{…} in English.

A lesson writes its formula in LaTeX with English words (``\\text{for}``); the tab swaps each
``\\text{…}`` whose content is an entry's English for its translation (attnlab.i18n.formula), so a
Chinese formula carries no English prose. Code names (``transpose``, ``SDPA``, ``NaN``) stay.
"""

STRINGS: dict[str, str] = {
    "formula.train": "train: ",
    "formula.eval": "eval: ",
    "formula.in_general_but": "in general, but",
    "formula.every_batch": "for every batch ",
    "formula.and_head": " and head ",
    "formula.not": "not",
    "formula.stride": "stride",
    "formula.not_row_major": "not row-major",
    "formula.row_major": "row-major",
    "formula.wrapper": "Wrapper: ",
    "formula.mha": "MHA: ",
    "formula.for": "for",
    "formula.memory": "memory",
    "formula.bytes": "bytes",
    "formula.causal": "causal",
    "formula.mask": "mask",
    "formula.pad": "pad",
    "formula.gives": "gives",
    "formula.hidden": "hidden",
    "formula.keep": "keep",
    "formula.vs": "vs.",
    "formula.row": "row",
    "formula.with": "with",
    "formula.as": "as",
    "formula.neighbours": "neighbours",
    "formula.but": "but",
}
