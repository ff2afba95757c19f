# exercise: ex3_2
# mistake: Got the shape (2, 6, 2) with one head of width 2 (num_heads=1, d_out=2) instead of two heads of width 1. The exercise asks for num_heads=2 and d_out=1.
# mistake_zh: 用一个宽度为 2 的头（num_heads=1, d_out=2）得到了 (2, 6, 2) 的形状，而不是两个宽度为 1 的头。题目要求 num_heads=2、d_out=1。
# keywords: num_heads, one head, two heads, d_out=1, num_heads=2
def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(d_in=3, d_out=2, context_length=6, dropout=0.0, num_heads=1)
