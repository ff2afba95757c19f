# exercise: ex3_2
# mistake: The wrapper has only one head (num_heads=1 with d_out=2); the exercise asks for num_heads=2, each head of width d_out=1, concatenated to 2 features.
# mistake_zh: wrapper 只有一个头（num_heads=1、d_out=2）；题目要求 num_heads=2，每个头宽度 d_out=1，拼接后得到 2 个特征。
# keywords: heads, num_heads, 2, d_out, wrapper

def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length=6, dropout=0.0, num_heads=1)
    return mha
