# exercise: ex3_2
# mistake: Used to Keras Dense(use_bias=True), the learner passes qkv_bias=True, so the query, key and value layers have biases; the book's layers (and the statement) have no bias, qkv_bias=False.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1  # per head -> 2 heads * 1 = 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, 2, True)
