# exercise: ex3_3
# mistake: Sets qkv_bias=True to match the real GPT-2 (2,362,368 parameters); the exercise asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    cfg = {"d_in": 768, "d_out": 768, "context_length": 1024, "dropout": 0.0, "num_heads": 12}
    mha = MultiHeadAttention(cfg["d_in"], cfg["d_out"], cfg["context_length"], cfg["dropout"],
                             num_heads=cfg["num_heads"], qkv_bias=True)
    return mha.to(device)
