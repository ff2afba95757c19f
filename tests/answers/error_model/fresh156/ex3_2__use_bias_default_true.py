# exercise: ex3_2
# mistake: Copying tf.keras Dense's use_bias=True default, the learner sets qkv_bias=True; the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # keras.layers.Dense(units, use_bias=True)
    use_bias = True
    return MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=6, dropout=0.0,
                                     num_heads=2, qkv_bias=use_bias)
