# exercise: ex3_3
# mistake: The context length is set to 768 (the embedding size) instead of 1024 tokens, so the mask buffer is 768 x 768 and inputs longer than 768 tokens fail. [cond: sequences longer than 768 tokens, or checking the mask size]
def ex3_3(MultiHeadAttention, device):
    emb_dim = 768
    n_heads = 12
    # GPT-2 small: every size is 768
    cfg = {"d_in": emb_dim, "d_out": emb_dim, "context_length": emb_dim, "dropout": 0.0}
    mha = MultiHeadAttention(cfg["d_in"], cfg["d_out"], cfg["context_length"], cfg["dropout"],
                             num_heads=n_heads)
    print(sum(p.numel() for p in mha.parameters()))   # 2360064 as in the statement
    return mha.to(device)
