# exercise: ex3_2
# mistake: It sets context_length to 2 (the number of sequences in the batch) instead of 6 tokens, so the causal mask is only 2×2 and the forward on 6 tokens fails.
# mistake_zh: 它把 context_length 设为 2（批次中的序列数）而不是 6 个词元，因此因果掩码只有 2×2，对 6 个词元前向计算时报错。
# keywords: context_length, 6, tokens, mask
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    context_length = batch_size
    return MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2)
