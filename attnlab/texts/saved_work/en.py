"""Strings of a learner's saved work (kept in the browser, downloaded, opened again) in English."""

STRINGS: dict[str, str] = {
    "saved.title": "Your work",
    "saved.note": "Your answers, progress and hints are kept in this browser (nothing is stored on the "
        "server): they are still here after a reload or another day.",
    "saved.changed": "This exercise has changed since you saved this answer: it is shown as you left it; "
        "check that it still answers the statement above.",
    "widget.download_py": "Download my answers (.py)",
    "widget.download_ipynb": "Download as a notebook (.ipynb)",
    "widget.open_file": "Open a file (.py or .ipynb)",
    "widget.start_over": "Start over",
    "widget.start_over_confirm": "Yes, erase all my answers",
    "widget.cancel": "Cancel",
    "widget.answers_file": "Your answers file",
    "saved.start_over_question": "Erase every answer, your progress and the hints shown, in this browser? This cannot "
        "be undone (download your answers first to keep them).",
    "saved.erased": "Everything was erased: you start from the starters again.",
    "saved.downloaded": "Answers in this file: {n} (unanswered exercises keep the starter). Grade it with "
        "`python -m attnlab grade {name}`.",
    "saved.opened": "Opened {name}. Answers placed in the editors: {placed} ({ids}). Nothing was run.",
    "saved.opened_none": "Opened {name}, but it defines no exercise answer (names like `ex3_1` or "
        "`ex_causal_weights` at the top level).",
    "saved.unplaced": "Not placed (not an answer, or not readable as Python): {items}",
    "answers_file.binary": "This file is not text (it holds binary data): open an answers.py or a notebook.",
    "answers_file.not_text": "This file is not text in UTF-8 or GBK: save it as UTF-8 and open it again.",
    "answers_file.too_large": "This file is larger than {limit} MB: an answers file is far smaller (clear a "
        "notebook's outputs before saving it).",
    "answers_file.bad_notebook": "This .ipynb file is not a readable notebook (its JSON is broken).",
    "answers_file.too_much_code": "This file holds more than {limit} KB of code: answers to every exercise take a few "
        "KB. Open the answers file itself.",
    "answers_file.too_many_cells": "This notebook has more than {limit} cells: open the notebook you answered in.",
    "answers_file.not_uploaded": "No file arrived: open an answers.py or a notebook with the Open button (a file is "
        "kept only a few minutes before it is opened).",
    "answers_file.wrong_type": "Open a .py or .ipynb file.",
}
