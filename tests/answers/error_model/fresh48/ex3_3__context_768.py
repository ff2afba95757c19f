# exercise: ex3_3
# mistake: Uses the embedding size 768 as context_length, so the causal mask is 768 x 768; the context length of GPT-2 small is 1024.
def ex3_3(MultiHeadAttention, device):
    emb = 768
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=12).to(device)
