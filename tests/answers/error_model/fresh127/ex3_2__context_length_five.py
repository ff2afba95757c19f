# exercise: ex3_2
# mistake: The learner passes context_length=5 (the last token index) instead of 6, so the 5x5 mask cannot be sliced to the 6 tokens and the forward pass fails; the context length must be at least the 6 tokens.
from functools import partial

BOOK = {"d_in": 3, "tokens": list(range(6)), "dropout": 0.0}


def ex3_2(MultiHeadAttentionWrapper):
    ctx_len = BOOK["tokens"][-1]
    build = partial(MultiHeadAttentionWrapper, BOOK["d_in"], 1, ctx_len, BOOK["dropout"])
    return build(num_heads=2)
