# exercise: ex3_2
# mistake: Takes the dropout rate from a GPT-style config dict (drop_rate 0.1) instead of the exercise's 0.0, so the wrapper's output is random in training mode; dropout must be 0.0.
CFG = {
    "emb_dim": 3,
    "context_length": 6,
    "drop_rate": 0.1,
    "qkv_bias": False,
    "n_heads": 2,
}

def ex3_2(MultiHeadAttentionWrapper):
    head_dim = 1  # 2 heads * 1 = 2 output dims
    return MultiHeadAttentionWrapper(
        CFG["emb_dim"], head_dim, CFG["context_length"], CFG["drop_rate"],
        num_heads=CFG["n_heads"], qkv_bias=CFG["qkv_bias"],
    )
