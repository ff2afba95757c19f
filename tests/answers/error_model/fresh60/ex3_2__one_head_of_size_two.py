# exercise: ex3_2
# mistake: The learner reached the 2-dimensional output with a single head of size 2 (num_heads=1, d_out=2); the statement asks for num_heads=2, each head with d_out=1.
D_IN = 3
CONTEXT_LENGTH = 6
DROPOUT = 0.0


def head_size(target_dim: int, num_heads: int) -> int:
    """Size of one head so that the concatenation has target_dim features."""
    return target_dim // num_heads


def ex3_2(MultiHeadAttentionWrapper):
    num_heads = 1
    d_out = head_size(2, num_heads)
    return MultiHeadAttentionWrapper(D_IN, d_out, CONTEXT_LENGTH, DROPOUT, num_heads=num_heads)
