"""A softmax that cannot overflow."""

from attnlab.grading.points import slip_then_values

KIND = "code"
POINTS = 2
# Points per check (attnlab.grading.points): right or one named mistake away, then right values.
CHECKS = slip_then_values("ex_stable_softmax", 1, 1,
                          not_slips=("ex_stable_softmax.not_finite",))
LESSON = "softmax"
STARTER = "def ex_stable_softmax(x, dim):\n    ...\n"
