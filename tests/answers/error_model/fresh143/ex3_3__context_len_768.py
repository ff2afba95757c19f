# exercise: ex3_3
# mistake: The context length is set to 768 (the embedding size) instead of 1024 tokens; the parameter count is unchanged but the mask is too small for sequences longer than 768.
def ex3_3(MultiHeadAttention, device):
    emb_dim = 768
    n_heads = 12
    GPT_CONFIG = {"emb_dim": emb_dim, "n_heads": n_heads, "context_length": emb_dim, "drop_rate": 0.0}
    mha = MultiHeadAttention(
        GPT_CONFIG["emb_dim"], GPT_CONFIG["emb_dim"], GPT_CONFIG["context_length"],
        GPT_CONFIG["drop_rate"], num_heads=GPT_CONFIG["n_heads"],
    )
    return mha.to(device)
