# exercise: ex3_2
# mistake: Passes context_length=2 (the batch size) instead of 6 tokens, so the causal mask is 2×2 and the wrapper fails on the book's 6-token batch; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    # batch 形状 (2, 6, 3): 2 个句子，每个 6 个词，3 维
    d_in = 3
    d_out = 1  # 每个头 1 维，2 个头拼起来 2 维
    changdu = 2
    return MultiHeadAttentionWrapper(d_in, d_out, changdu, 0.0, num_heads=2)
