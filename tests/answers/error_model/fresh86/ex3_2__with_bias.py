# exercise: ex3_2
# mistake: The learner switches on qkv_bias=True (an intercept habit), although the statement asks for the book's query, key and value layers without bias.
def ex3_2(MultiHeadAttentionWrapper):
    # fit_intercept=True as usual
    return MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=6, dropout=0.0,
                                     num_heads=2, qkv_bias=True)
