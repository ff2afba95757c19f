# exercise: ex3_3
# mistake: Used 768 as the context length (confusing it with the embedding size), so the causal mask is 768x768; GPT-2 small has a context length of 1024 (the parameter count does not change, only the mask).
def ex3_3(MultiHeadAttention, device):
    d_in = d_out = 768
    context_length = d_in
    mha = MultiHeadAttention(d_in, d_out, context_length, 0.0, num_heads=12)
    print(sum(p.numel() for p in mha.parameters()))  # 2360064
    return mha.to(device)
