"""Causal attention weights from scores."""

KIND = "code"
POINTS = 2
LESSON = "masking"
STARTER = "def ex_causal_weights(scores):\n    ...\n"
