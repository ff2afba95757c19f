# exercise: ex3_2
# mistake: You got shape (2, 6, 2) with a single head of d_out=2, but the exercise asks for num_heads=2 with d_out=1 each.
# mistake_zh: 你用一个 d_out=2 的头得到了 (2, 6, 2)，但题目要求 num_heads=2、每个头 d_out=1。
# keywords: num_heads, heads, d_out, two

def ex3_2(MultiHeadAttentionWrapper):
    # 输出要 2 维 -> 一个头输出 2 维就行
    return MultiHeadAttentionWrapper(d_in=3, d_out=2, context_length=6, dropout=0.0, num_heads=1)
