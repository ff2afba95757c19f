# exercise: ex3_3
# mistake: The learner sets qkv_bias=True to match the real GPT-2 (2,362,368 parameters), while the statement asks for qkv_bias=False and 2,360,064 parameters.
def ex3_3(MultiHeadAttention, device):
    cfg = {"d_in": 768, "d_out": 768, "context_length": 1024, "dropout": 0.0,
           "num_heads": 12, "qkv_bias": True}
    assert cfg["d_out"] % cfg["num_heads"] == 0
    mha = MultiHeadAttention(**cfg)
    n_params = sum(p.numel() for p in mha.parameters())
    print("parameters:", n_params)   # GPT-2 small attention
    return mha.to(device)
