# exercise: ex3_3
# mistake: Uses the embedding size 768 as context_length (the mask is 768x768), so the module fails on sequences longer than 768 tokens; GPT-2's context length is 1024. [cond: n > 768, or when the mask buffer's size is checked]
def ex3_3(MultiHeadAttention, device):
    d_model = 768
    n_heads = 12
    # d_k = d_v = d_model / h = 64
    return MultiHeadAttention(d_model, d_model, d_model, 0.0, num_heads=n_heads).to(device)
