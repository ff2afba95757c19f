# exercise: ex3_2
# mistake: The learner passed the arguments positionally with an extra True, which lands in qkv_bias, so the query, key and value layers get biases; the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    args = (3, 1, 6, 0.0, 2, True)
    return MultiHeadAttentionWrapper(*args)
