# exercise: ex3_3
# mistake: Used 768 (the embedding size) as the context length, so the causal mask is 768x768 and sequences longer than 768 tokens fail; the context length must be 1024. [cond: inputs with more than 768 tokens, or checking the mask size]
def ex3_3(MultiHeadAttention, device):
    d = 768
    heads = 12
    m = MultiHeadAttention(d, d, d, 0.0, heads)
    m.to(device)
    return m
