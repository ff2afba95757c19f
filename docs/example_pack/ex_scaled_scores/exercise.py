"""An example exercise of an instructor's pack: scaled dot-product scores.

Copy this folder into your pack folder and rename it: the folder's name is the exercise's id (the
answer's name in answers.py; rename the keys of en.py and zh.py with it). The files:
- exercise.py (this one): kind, points, lesson and the starter;
- en.py, zh.py: what the learner reads (title, statement, hints) and the checker's feedback, one
  catalogue per language, the keys starting with the id (a pack may instead keep TITLE, STATEMENT,
  HINTS and STRINGS inline here as {"en": ..., "zh": ...} dicts, as earlier versions did);
- probe.py: what the sandbox runs on the learner's answer (no reference, no expected value);
- check.py: the trusted side, drawing fresh inputs for each grading run and checking the answer;
- solution.py: the reference answer, written as a learner would, read as text, never imported.
"""

KIND = "code"  # or "number", "vector", "shape" for a short answer (then there is no probe.py)
POINTS = 2
LESSON = "scores"  # the app's lesson that teaches it: its exercise links there ("" for none)
STARTER = "def ex_scaled_scores(queries, keys):\n    ...\n"
