# exercise: ex3_2
# mistake: The sizes are passed by position as (d_out, d_in, ...), so d_in receives 1 and d_out 3; the wrapper takes (d_in, d_out, context_length, dropout) in that order, or use keywords.
# mistake_zh: 按位置传成了 (d_out, d_in, ...)，于是 d_in 得到 1、d_out 得到 3；包装类的参数顺序是 (d_in, d_out, context_length, dropout)，或改用关键字传参。
# keywords: order, d_in, d_out, keyword

def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1
    context_length = 6
    dropout = 0.0
    mha = MultiHeadAttentionWrapper(d_out, d_in, context_length, dropout, num_heads=2)
    return mha
