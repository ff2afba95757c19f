# exercise: ex3_3
# mistake: Used 768 for the context length as well (all sizes 768), so the causal mask is 768x768; GPT-2's context length is 1024.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=heads).to(device)
