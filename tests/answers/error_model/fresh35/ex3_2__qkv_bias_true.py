# exercise: ex3_2
# mistake: Built the wrapper with qkv_bias=True although the statement asks for the book's query, key and value layers without bias (qkv_bias=False); each head gets 3 extra bias parameters.
def ex3_2(MultiHeadAttentionWrapper):
    # 2 heads x d_out=1 -> (2, 6, 2)
    return MultiHeadAttentionWrapper(
        d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True
    )
