# exercise: ex3_2
# mistake: The helper's qkv_bias option defaults to True and is passed on, so the query, key and value layers get biases; the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    """Build a 2-head MultiHeadAttentionWrapper with 2-dimensional output.

    The wrapper concatenates ``num_heads`` heads of size ``d_out`` each, so
    to obtain a total output dimension of 2 with 2 heads, each head must have
    ``d_out = 1``.

    Returns:
        A MultiHeadAttentionWrapper for inputs of shape (2, 6, 3).
    """
    return _build(MultiHeadAttentionWrapper, total_out=2)


def _build(cls, total_out: int, d_in: int = 3, context_length: int = 6,
           dropout: float = 0.0, num_heads: int = 2, qkv_bias: bool = True):
    if total_out % num_heads != 0:
        raise ValueError("total_out must be divisible by num_heads")
    d_out = total_out // num_heads
    return cls(d_in, d_out, context_length, dropout, num_heads=num_heads, qkv_bias=qkv_bias)
