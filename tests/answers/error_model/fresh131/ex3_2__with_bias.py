# exercise: ex3_2
# mistake: The learner sets qkv_bias=True, although the book's query, key and value layers have no bias; the shape is right but the layers (and numbers) are not the book's.
def ex3_2(MultiHeadAttentionWrapper):
    context_length = 6
    wrapper = MultiHeadAttentionWrapper(3, 1, context_length, 0.0, num_heads=2, qkv_bias=True)
    return wrapper
