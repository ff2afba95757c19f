# exercise: ex3_2
# mistake: Treats d_out as the total output size (Keras `output_shape`) and keeps d_out = 2, so the wrapper concatenates 2 heads × 2 = 4 features: output (2, 6, 4) instead of (2, 6, 2). Right: d_out = 1 (2 heads × 1).
def ex3_2(MultiHeadAttentionWrapper):
    # like keras.layers.MultiHeadAttention(output_shape=2): d_out is the size of the output
    d_in, d_out = 3, 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
