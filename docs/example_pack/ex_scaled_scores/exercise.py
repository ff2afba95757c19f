"""An example exercise of an instructor's pack: scaled dot-product scores.

Copy this folder into your pack folder and rename it: the folder's name is the exercise's id (the
answer's name in answers.py; rename the keys of en.py and zh.py with it). The files:
- exercise.py (this one): kind, points (and, optionally, points per check), lesson and the starter;
- en.py, zh.py: what the learner reads (title, statement, hints) and the checker's feedback, one
  catalogue per language, the keys starting with the id (a pack may instead keep TITLE, STATEMENT,
  HINTS and STRINGS inline here as {"en": ..., "zh": ...} dicts, as earlier versions did);
- probe.py: what the sandbox runs on the learner's answer (no reference, no expected value);
- check.py: the trusted side, drawing fresh inputs for each grading run and checking the answer;
- solution.py: the reference answer, written as a learner would, read as text, never imported.
"""

KIND = "code"  # or "number", "vector", "shape" for a short answer (then there is no probe.py)
POINTS = 2
# Points per check (optional), in the order the checker tests them, as (name, points, the feedback
# keys that fail it; "*" takes every key no other check lists): an answer earns the checks before
# the one its feedback fails (attnlab.grading.points). Here: one point for an answer that is right
# or one of the named mistakes (the "ex_scaled_scores.*" keys of check.py), one more for the right
# values, as slip_then_values("ex_scaled_scores", 1, 1) declares. A check's title is
# "<id>.check.<name>" in en.py/zh.py, else a shared one ("check.slip", "check.values").
CHECKS = (("slip", 1, ("*",)), ("scaled", 1, ("ex_scaled_scores.*", "mistake.*")))
LESSON = "scores"  # the app's lesson that teaches it: its exercise links there ("" for none)
STARTER = "def ex_scaled_scores(queries, keys):\n    ...\n"
