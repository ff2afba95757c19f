# exercise: ex3_3
# mistake: Used qkv_bias=True like the real GPT-2, giving 2,362,368 parameters; the exercise asks for qkv_bias=False (2,360,064).
def ex3_3(MultiHeadAttention, device):
    GPT_CONFIG = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "qkv_bias": True}
    mha = MultiHeadAttention(
        d_in=GPT_CONFIG["emb_dim"], d_out=GPT_CONFIG["emb_dim"],
        context_length=GPT_CONFIG["context_length"], dropout=0.0,
        num_heads=GPT_CONFIG["n_heads"], qkv_bias=GPT_CONFIG["qkv_bias"],
    )
    return mha.to(device)
