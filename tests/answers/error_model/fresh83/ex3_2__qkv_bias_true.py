# exercise: ex3_2
# mistake: Passes qkv_bias=True (additive attention layers always had biases in the learner's code), but the book's query, key and value layers have no bias; sizes are otherwise right.
def ex3_2(MultiHeadAttentionWrapper):
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
    return mha
