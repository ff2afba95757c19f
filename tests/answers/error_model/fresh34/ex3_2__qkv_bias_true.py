# exercise: ex3_2
# mistake: The learner built the wrapper with qkv_bias=True; the shape (2, 6, 2) is right but the book's query, key and value layers have no bias (qkv_bias=False).

def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads x 1 dim each -> (2, 6, 2)
    return MultiHeadAttentionWrapper(
        d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True
    )
