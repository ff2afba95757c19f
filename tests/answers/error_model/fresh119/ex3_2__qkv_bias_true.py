# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True; the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # 参数：d_in=3, 每个头 d_out=1, 上下文长度6, dropout=0
    shuru_weidu = 3
    mei_tou = 1
    return MultiHeadAttentionWrapper(shuru_weidu, mei_tou, 6, 0.0, num_heads=2, qkv_bias=True)
