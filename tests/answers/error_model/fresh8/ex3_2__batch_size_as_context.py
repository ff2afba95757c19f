# exercise: ex3_2
# mistake: The learner passed the batch size 2 as context_length, so each head's causal mask is only 2 × 2 and the 6-token sequences cannot be masked. context_length must be the number of tokens, 6 (batch.shape[1], not batch.shape[0]).
# mistake_zh: 学习者把批大小 2 当成了 context_length，于是每个头的因果掩码只有 2 × 2，无法遮住 6 个词元的序列。context_length 应是词元数 6（batch.shape[1]，而不是 batch.shape[0]）。
# keywords: context_length, tokens, batch size, mask, shape[1]
def ex3_2(MultiHeadAttentionWrapper):
    batch_shape = (2, 6, 3)
    context_length = batch_shape[0]
    d_in = batch_shape[-1]
    return MultiHeadAttentionWrapper(d_in, 1, context_length, 0.0, num_heads=2)
