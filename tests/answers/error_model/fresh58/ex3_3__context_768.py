# exercise: ex3_3
# mistake: The learner passes 768 as the context length (mixing it up with the embedding size), so the mask is 768x768 and sequences longer than 768 tokens fail; GPT-2's context length is 1024. [cond: only for sequences longer than 768 tokens or when the mask size is inspected]
def ex3_3(MultiHeadAttention, device):
    d = 768
    heads = 12
    m = MultiHeadAttention(d, d, d, 0.0, num_heads=heads)
    m = m.to(device)
    return m
