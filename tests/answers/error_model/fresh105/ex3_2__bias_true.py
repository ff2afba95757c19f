# exercise: ex3_2
# mistake: The learner built the wrapper with qkv_bias=True (logits with a bias term, 'like a proper logistic layer'); the book's query, key and value layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # each head: 1-dim, two heads concatenated -> 2
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
