"""Strings of the instructor's command line, the submission reader, exercise packs and the class
report in English."""

STRINGS: dict[str, str] = {
    # --- files in a submission folder that are not graded ---
    "skip.suffix": "not a .py or .ipynb file",
    "skip.hidden": "hidden file or folder",
    "skip.checkpoints": "Jupyter's automatic checkpoint copies (the notebook itself is graded)",
    "skip.broken_link": "a link to a file that does not exist",
    "skip.not_file": "not a regular file",
    "skip.link": "a link: links in a submissions folder are not followed (name the file itself)",
    # --- submissions that could not be read (graded as a load error) ---
    "submission.too_large": "The submission is {size} bytes; the limit is {limit} bytes. Remove large data "
        "pasted into the code.",
    "submission.too_many_cells": "This notebook has {cells} cells; at most {limit} are graded. Copy your answers "
        "into a shorter notebook (or a .py file) and resubmit.",
    "submission.notebook_too_complex": "This notebook could not be read within the grader's limits ({seconds} seconds, "
        "768 MB): it is too large or too deeply nested. Clear its outputs (Kernel → Restart & "
        "Clear Output), save it and resubmit; or submit your answers as a .py file.",
    "submission.unreadable": "The submission file could not be read: {error}.",
    "submission.bad_notebook": "This .ipynb file is not a readable Jupyter notebook ({error}). Open it in Jupyter, "
        "save it again, and resubmit; or submit your answers as a .py file.",
    # --- command line ---
    "cli.skipped": "skipped {path}: {reason}",
    "cli.not_graded": "not graded {path}: {reason}",
    "cli.done": "graded {graded} file(s); not graded (could not be read) {not_graded}; skipped {skipped}",
    "cli.grader_failed": "The grader itself failed (not the submissions): {error}",
    "error.no_submission_files": "No .py or .ipynb submissions found.",
    "error.out_unwritable": "Cannot write the report to {path}: {error}. Nothing was graded.",
    "error.out_is_folder": "--out {path} is a folder; give a file name, e.g. {path}/report.{ext}.",
    # --- Gradescope messages shown to the student ---
    "gradescope.none": "No answers file was found in your upload. Upload your answers.py (or your .ipynb "
        "notebook) and submit again.",
    "gradescope.many": "Your upload has {n} answer files ({names}); only one can be graded. Put all your "
        "answers in one .py or .ipynb file and submit again.",
    "gradescope.grader_failed": "The autograder itself failed; this is not a problem with your code. Please tell "
        "your instructor. ({error})",
    # --- exercise packs ---
    "error.pack_missing": "Exercise pack {path} is not a folder.",
    "error.pack_empty": "Exercise pack {path} has no exercise folders (one folder per exercise, named by its "
        "id, holding exercise.py, check.py, solution.py and, for a code answer, probe.py).",
    "error.pack_old_layout": "Exercise pack module {path} uses the old single-file layout. A pack is now one "
        "folder per exercise: `{id}/exercise.py` (texts, kind, points, lesson), `{id}/check.py` "
        "(make_payload and check, trusted), `{id}/probe.py` (what the sandbox runs) and "
        "`{id}/solution.py`; see `docs/example_pack`.",
    "error.pack_missing_file": "Exercise folder {path} has no {file}.",
    "error.pack_load": "Exercise pack module {path} failed to load: {error}",
    "error.pack_invalid": "Exercise {id} in {path}: {problem}",
    "error.pack_id_clash": "Two exercises have the id {id} ({first} and {second}); every exercise id must be "
        "unique: rename one.",
    "error.pack_strings": "Exercise pack file {path}: the string key {name} must start with its exercise's "
        "id followed by a dot (e.g. {example}), must not exist already, and needs en and zh.",
    "pack.not_identifier": "the folder's name is the id and must be a Python name (it is the answer's name in "
        "answers.py)",
    "pack.no_language": "{field} in exercise.py needs both an English (en) and a Chinese (zh) text",
    "pack.no_text": "{file} has no text for {name} (an exercise's catalogues each hold its title "
        "<id>.title, statement <id>.statement, hints <id>.hint.1, <id>.hint.2, … and every "
        "feedback text of en.py)",
    "pack.texts_twice": "its texts are in its catalogues (en.py, zh.py) and also in exercise.py "
        "({names}): keep one of the two",
    "pack.bad_kind": "KIND in exercise.py must be one of {kinds}",
    "pack.bad_points": "POINTS in exercise.py must be a whole number of at least 1",
    "pack.bad_lesson": "LESSON {got} is not a lesson of the app (one of {choices}, or \"\" for none)",
    "pack.no_function": "{file} must define the function {name}",
    # --- the HTML class report ---
    "report.title": "attnlab class report",
    "report.summary": "{n} submission(s) graded; mean {mean} / {max_score}, median {median}.",
    "report.distribution": "Score distribution per exercise",
    "report.distribution_help": "How many students reached each result on each exercise (an exercise gives all its "
        "points or none).",
    "report.totals": "Distribution of total scores",
    "report.axis_exercise": "exercise",
    "report.axis_students": "students",
    "report.axis_total": "total score",
    "report.diagnoses": "Most frequent diagnoses",
    "report.diagnoses_help": "The grader's feedback on wrong and erroring answers, most frequent first: the "
        "mistakes this class makes.",
    "report.no_diagnoses": "No wrong answers.",
    "report.count": "students",
    "report.diagnosis": "diagnosis (one example)",
    "report.students": "Students",
    "report.notes": "How each file ran",
    "report.submission": "submission",
    "report.skipped": "Files not graded as submissions",
    # --- the per-run seed of the probes' inputs (grade --seed N reproduces a run) ---
    "report.seed": "inputs drawn from seed {seed}",
    "cli.seed": "every answer runs on inputs drawn from seed {seed}; --seed {seed} reproduces "
        "these verdicts",
    "gradescope.seed": "Your answers ran on inputs drawn for this run (seed {seed}).",
    "report.skipped_heading": "Files not graded as submissions:",
    "report.file": "file",
    "report.reason": "reason",
    "report.none": "No submissions.",
}
