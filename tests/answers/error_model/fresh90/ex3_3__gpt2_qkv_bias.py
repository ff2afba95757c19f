# exercise: ex3_3
# mistake: The learner copied GPT-2's configuration with qkv_bias=True, giving 2,362,368 parameters; the exercise asks for the book's default qkv_bias=False (2,360,064 parameters).
def ex3_3(MultiHeadAttention, device):
    GPT_CONFIG_124M = {"emb_dim": 768, "context_length": 1024, "n_heads": 12,
                       "drop_rate": 0.0, "qkv_bias": True}
    c = GPT_CONFIG_124M
    mha = MultiHeadAttention(c["emb_dim"], c["emb_dim"], c["context_length"], c["drop_rate"],
                             num_heads=c["n_heads"], qkv_bias=c["qkv_bias"])
    return mha.to(device)
