# exercise: ex3_2
# mistake: You set d_out=2 per head, but the wrapper concatenates the two heads, so the output has 4 features; each head needs d_out=1.
# mistake_zh: 你让每个头 d_out=2，但包装器会把两个头拼接起来，输出有 4 维；每个头应为 d_out=1。
# keywords: d_out, concatenate, heads, shape

def ex3_2(MultiHeadAttentionWrapper):
    torch_seed = 123
    return MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
