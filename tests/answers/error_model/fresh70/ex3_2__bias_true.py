# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, so the query, key and value layers get biases; the statement asks for the book's layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # 多头包装: 输出维度 = 头数 * d_out = 2 * 1
    d_in, d_out, n, p = 3, 1, 6, 0.0
    moxing = MultiHeadAttentionWrapper(d_in, d_out, n, p, num_heads=2, qkv_bias=True)
    print("参数个数:", sum(t.numel() for t in moxing.parameters()))
    return moxing
