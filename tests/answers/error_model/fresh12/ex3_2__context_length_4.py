# exercise: ex3_2
# mistake: The learner set context_length=4 (the max_length of chapter 2's data loader) instead of 6, the number of tokens in the batch; the 4×4 causal mask cannot cover 6 tokens and the forward pass fails.
# mistake_zh: 学习者把 context_length 设成了 4（第 2 章数据加载器的 max_length），而批次中每个序列有 6 个词元；4×4 的因果掩码覆盖不了 6 个词元，前向传播会出错。
# keywords: context_length, 6 tokens, mask, batch

def ex3_2(MultiHeadAttentionWrapper):
    # 上下文长度 = max_length（第二章的设置）
    context_length = 4
    return MultiHeadAttentionWrapper(3, 1, context_length, 0.0, num_heads=2)
