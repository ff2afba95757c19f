# exercise: ex3_2
# mistake: Got the (2, 6, 2) shape with num_heads=1 and d_out=2; the exercise asks for num_heads=2, hence d_out=1 per head.

def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
