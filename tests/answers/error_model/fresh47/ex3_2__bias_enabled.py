# exercise: ex3_2
# mistake: The learner sets qkv_bias=True; the statement asks for the book's query, key and value layers without bias (qkv_bias=False, the default).
def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=6, dropout=0.0,
                                     num_heads=2, qkv_bias=True)
