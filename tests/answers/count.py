"""Count the wrong-answer corpus through the real sandbox: every answer caught, the diagnosis the
corpus expects, and the share of feedback naming the mistake (a specific text, not a generic
"wrong values" / "raised" / "wrong shape"), rendered in English and Chinese.

Run from the repository root: python tests/answers/count.py
"""
import sys
import textwrap
sys.path.insert(0, "tests")
sys.path.insert(0, ".")
import exercises
from attnlab.grading.runner import Limits, Sandbox
from attnlab.grading.report import feedback_text
from answers.wrong import WRONG
GENERIC = {"feedback.wrong_values", "feedback.wrong_values_somewhere", "feedback.raised",
           "feedback.wrong_shape", "feedback.not_finite", "feedback.wrong_number", "feedback.wrong_vector"}
sb = Sandbox("cpu", Limits(wall_seconds=15), exercises=exercises.ALL)
caught = named = expected = 0
unnamed = []
try:
    for ex_id, style, src, key in WRONG:
        src = exercises.BY_ID[ex_id].starter if src is None else src
        ((_, o),) = sb.grade(textwrap.dedent(src), [ex_id])
        caught += o.score == 0
        expected += o.feedback == key
        texts = [feedback_text(o, lang) for lang in ("en", "zh")]
        ok = o.feedback not in GENERIC and all(texts)
        named += ok
        if not ok:
            unnamed.append((ex_id, style, o.feedback))
finally:
    sb.close()
n = len(WRONG)
print(f"wrong answers: {n}; caught {caught}/{n}; expected diagnosis {expected}/{n}; "
      f"feedback naming the mistake (not a generic key) {named}/{n} = {100 * named / n:.1f} % (en and zh)")
for row in unnamed:
    print("  generic:", *row)
