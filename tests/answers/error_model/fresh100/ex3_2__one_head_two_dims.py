# exercise: ex3_2
# mistake: Gets the (2, 6, 2) shape with a single head of d_out=2 instead of the asked two heads of d_out=1 each (num_heads=2).
from functools import partial


def ex3_2(MultiHeadAttentionWrapper):
    book = partial(MultiHeadAttentionWrapper, 3, context_length=6, dropout=0.0)
    out_dim = 2
    return book(out_dim, num_heads=1)
