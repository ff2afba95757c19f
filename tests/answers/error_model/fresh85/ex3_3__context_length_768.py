# exercise: ex3_3
# mistake: Uses the embedding size 768 as the context length, so the causal mask is 768x768 and longer inputs fail; the context length must be 1024.
def ex3_3(MultiHeadAttention, device):
    d = 768
    return MultiHeadAttention(d, d, d, 0.0, num_heads=12).to(device)
