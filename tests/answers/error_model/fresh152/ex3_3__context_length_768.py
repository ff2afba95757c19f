# exercise: ex3_3
# mistake: Used 768 as the context length (mixing it up with the embedding size), so the mask is 768x768 and inputs longer than 768 tokens fail; GPT-2 small's context length is 1024. [cond: inputs with more than 768 tokens, or checking the mask size]
def ex3_3(MultiHeadAttention, device):
    GPT_CONFIG = {"emb_dim": 768, "n_heads": 12, "context_length": 1024}
    emb = GPT_CONFIG["emb_dim"]
    return MultiHeadAttention(emb, emb, emb, 0.0, num_heads=GPT_CONFIG["n_heads"]).to(device)
