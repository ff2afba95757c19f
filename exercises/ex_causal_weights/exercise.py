"""Causal attention weights from scores."""

from attnlab.grading.points import runs_then_values

KIND = "code"
POINTS = 2
# Points per check, in the order the checker tests them (attnlab.grading.points).
CHECKS = runs_then_values(1, 1)
LESSON = "masking"
STARTER = "def ex_causal_weights(scores):\n    ...\n"
