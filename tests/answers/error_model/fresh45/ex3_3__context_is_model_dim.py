# exercise: ex3_3
# mistake: Uses 768 (the embedding size) as the context length, so the causal mask is 768 x 768 and inputs longer than 768 tokens fail; GPT-2's context length is 1024. [cond: only for inputs of more than 768 tokens]
def ex3_3(MultiHeadAttention, device):
    emb = 768
    heads = 12
    mha = MultiHeadAttention(emb, emb, emb, 0.0, heads, qkv_bias=False)
    return mha.to(device)
