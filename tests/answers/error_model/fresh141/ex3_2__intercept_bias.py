# exercise: ex3_2
# mistake: The learner added biases (qkv_bias=True, 'an intercept like in regression'); the statement asks for the book's query, key and value layers without bias.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length = 3, 6
    per_head = 1
    return MultiHeadAttentionWrapper(d_in, per_head, context_length, 0.0,
                                     num_heads=2, qkv_bias=True)
