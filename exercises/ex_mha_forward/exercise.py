"""MultiHeadAttention's forward pass, written by the learner from its parts."""

from attnlab.grading.points import slip_then_values

KIND = "code"
POINTS = 3
# Points per check (attnlab.grading.points): right or one named mistake away, then right values.
CHECKS = slip_then_values("ex_mha_forward", 1, 2)
LESSON = "heads"
ALSO_IN = ("gpt2",)  # further lessons whose tab links to it
STARTER = "def ex_mha_forward(mha, x):\n    b, n, _ = x.shape\n    ...\n"
