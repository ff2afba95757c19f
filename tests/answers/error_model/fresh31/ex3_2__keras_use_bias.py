# exercise: ex3_2
# mistake: Porting Keras' MultiHeadAttention (use_bias=True by default), the learner built the heads with qkv_bias=True; the book's query, key and value layers have no bias (qkv_bias=False).

def ex3_2(MultiHeadAttentionWrapper):
    # key_dim = 1 per head, 2 heads -> 2 output features
    return MultiHeadAttentionWrapper(
        d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True
    )
