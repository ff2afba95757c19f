# exercise: ex3_2
# mistake: Used to nanoGPT/MultiHeadAttention where d_out (n_embd) is the total width, the learner passes d_out=2; in MultiHeadAttentionWrapper d_out is each head's width and the heads are concatenated, so d_out must be 1 for a (2, 6, 2) output.
# mistake_zh: 习惯了 nanoGPT / MultiHeadAttention 中 d_out（n_embd）是总宽度，学习者传入 d_out=2；但在 MultiHeadAttentionWrapper 中 d_out 是每个头的宽度，各头会拼接，所以要得到 (2, 6, 2) 必须 d_out=1。
# keywords: d_out, per head, concatenated, num_heads
def ex3_2(MultiHeadAttentionWrapper):
    n_embd, n_head = 2, 2          # output width, number of heads
    return MultiHeadAttentionWrapper(3, n_embd, 6, 0.0, num_heads=n_head)
