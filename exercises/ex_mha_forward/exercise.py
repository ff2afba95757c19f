"""MultiHeadAttention's forward pass, written by the learner from its parts."""

from attnlab.grading.points import runs_then_values

KIND = "code"
POINTS = 3
# Points per check, in the order the checker tests them (attnlab.grading.points).
CHECKS = runs_then_values(1, 2)
LESSON = "heads"
ALSO_IN = ("gpt2",)  # further lessons whose tab links to it
STARTER = "def ex_mha_forward(mha, x):\n    b, n, _ = x.shape\n    ...\n"
