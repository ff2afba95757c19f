# exercise: ex3_2
# mistake: The learner freezes d_out=2 in a functools.partial, but in the wrapper d_out is the size of one head, so two heads give (2, 6, 4); d_out must be 1.
from functools import partial

d_in, d_out, context_length = 3, 2, 6   # want 2-dim outputs


def ex3_2(MultiHeadAttentionWrapper):
    build = partial(MultiHeadAttentionWrapper, d_in, d_out, context_length, 0.0)
    return build(num_heads=2)
