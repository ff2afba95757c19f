# exercise: ex3_3
# mistake: Uses 768 (the embedding size) as the context length, so the causal mask is too small for sequences longer than 768 tokens; GPT-2's context length is 1024. [cond: only for inputs longer than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    ctx = emb
    return MultiHeadAttention(emb, emb, ctx, 0.0, num_heads=heads).to(device)
