# exercise: ex3_2
# mistake: The positional arguments are in the wrong order: the constructor is (d_in, d_out, context_length, dropout, num_heads), so you passed context_length=2, shorter than the 6 tokens, and the mask slice fails. Pass them by keyword: d_in=3, d_out=1, context_length=6.
# mistake_zh: 位置参数的顺序错了：构造函数是 (d_in, d_out, context_length, dropout, num_heads)，你实际传了 context_length=2，比 6 个 token 短，掩码切片就会出错。请用关键字传参：d_in=3, d_out=1, context_length=6。
# keywords: argument order, context_length, 6 tokens, positional, keyword
def ex3_2(MultiHeadAttentionWrapper):
    # (d_in, d_out, num_heads ... ) 我以为第三个是 num_heads
    return MultiHeadAttentionWrapper(3, 1, 2, 0.0, num_heads=2)
