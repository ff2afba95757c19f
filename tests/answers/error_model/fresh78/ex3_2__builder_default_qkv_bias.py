# exercise: ex3_2
# mistake: The learner's builder has qkv_bias=True as a keyword default, so the heads' query, key and value layers get biases; the statement asks for the book's layers without bias (qkv_bias=False).
def build(cls, d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True):
    return cls(d_in, d_out, context_length, dropout, num_heads=num_heads, qkv_bias=qkv_bias)


def ex3_2(MultiHeadAttentionWrapper):
    mha = build(MultiHeadAttentionWrapper)
    return mha
