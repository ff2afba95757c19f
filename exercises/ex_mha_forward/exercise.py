"""MultiHeadAttention's forward pass, written by the learner from its parts."""

KIND = "code"
POINTS = 3
LESSON = "heads"
ALSO_IN = ("gpt2",)  # further lessons whose tab links to it
STARTER = "def ex_mha_forward(mha, x):\n    b, n, _ = x.shape\n    ...\n"
