# exercise: ex3_2
# mistake: Reads "two-dimensional embedding vectors" as the input size and sets d_in=2 (with d_out=1); the inputs still have 3 dimensions, so d_in must be 3 and only the output is 2-dimensional.
"""Exercise 3.2: two-dimensional embedding vectors."""
from torch import nn

EMBED_DIM: int = 2
NUM_HEADS: int = 2


def ex3_2(MultiHeadAttentionWrapper: type[nn.Module]) -> nn.Module:
    head_dim = EMBED_DIM // NUM_HEADS
    return MultiHeadAttentionWrapper(
        d_in=EMBED_DIM, d_out=head_dim, context_length=6, dropout=0.0, num_heads=NUM_HEADS
    )
