# exercise: ex3_2
# mistake: The learner's factory defaults qkv_bias=True and the call never overrides it, so the query, key and value layers get biases; the book's layers (and the statement) have no bias (qkv_bias=False).
def build_mha_wrapper(cls, d_in=3, total_out=2, context_length=6, dropout=0.0,
                      num_heads=2, qkv_bias=True):
    assert total_out % num_heads == 0, "total_out must split over heads"
    return cls(d_in, total_out // num_heads, context_length, dropout,
               num_heads=num_heads, qkv_bias=qkv_bias)


def ex3_2(MultiHeadAttentionWrapper):
    return build_mha_wrapper(MultiHeadAttentionWrapper, total_out=2, num_heads=2)
