# exercise: ex3_3
# mistake: Builds it with qkv_bias=True to match the real GPT-2 (2,362,368 parameters); the exercise asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    GPT_CONFIG = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "drop_rate": 0.0, "qkv_bias": True}
    mha = MultiHeadAttention(GPT_CONFIG["emb_dim"], GPT_CONFIG["emb_dim"], GPT_CONFIG["context_length"],
                             GPT_CONFIG["drop_rate"], num_heads=GPT_CONFIG["n_heads"],
                             qkv_bias=GPT_CONFIG["qkv_bias"])
    return mha.to(device)
