# exercise: ex3_3
# mistake: The learner copied the real GPT-2 and set qkv_bias=True (2,362,368 parameters); the statement asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    GPT_CONFIG_124M = {
        "context_length": 1024,
        "emb_dim": 768,
        "n_heads": 12,
        "drop_rate": 0.0,
        "qkv_bias": True,
    }
    mha = MultiHeadAttention(GPT_CONFIG_124M["emb_dim"], GPT_CONFIG_124M["emb_dim"],
                             GPT_CONFIG_124M["context_length"], GPT_CONFIG_124M["drop_rate"],
                             num_heads=GPT_CONFIG_124M["n_heads"],
                             qkv_bias=GPT_CONFIG_124M["qkv_bias"])
    mha = mha.to(device)
    total = 0
    for p in mha.parameters():
        total += p.numel()
    print("parameters:", total)
    return mha
