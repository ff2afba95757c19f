# exercise: ex3_2
# mistake: Puts num_heads where context_length goes (MultiHeadAttentionWrapper(3, 1, 2, ...)), so the 2x2 mask cannot cover 6 tokens and the forward raises; the context length is 6 (or more).
# mistake_zh: 把 num_heads 的值放在了 context_length 的位置（MultiHeadAttentionWrapper(3, 1, 2, ...)），2×2 的掩码覆盖不了 6 个词元，前向传播报错；上下文长度应为 6（或更大）。
# keywords: context_length, argument order, mask, 6 tokens

def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(3, 1, 2, 0.0, num_heads=2)
