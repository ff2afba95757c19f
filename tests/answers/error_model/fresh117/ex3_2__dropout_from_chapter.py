# exercise: ex3_2
# mistake: Builds the wrapper with dropout 0.1 (remembered from elsewhere in the chapter) instead of the statement's 0.0, so in training mode the output is randomly altered; the dropout must be 0.0.
"""Exercise 3.2: a two-head wrapper with 2-d context vectors."""
from torch import nn

D_IN: int = 3
CONTEXT_LENGTH: int = 6
NUM_HEADS: int = 2
OUTPUT_DIM: int = 2
DROPOUT: float = 0.1


def ex3_2(MultiHeadAttentionWrapper: type[nn.Module]) -> nn.Module:
    """Each head contributes OUTPUT_DIM // NUM_HEADS features."""
    per_head = OUTPUT_DIM // NUM_HEADS
    return MultiHeadAttentionWrapper(D_IN, per_head, CONTEXT_LENGTH, DROPOUT, num_heads=NUM_HEADS)
