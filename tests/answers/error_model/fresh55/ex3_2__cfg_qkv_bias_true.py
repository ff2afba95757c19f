# exercise: ex3_2
# mistake: The learner builds the wrapper from a GPT-style cfg dict with qkv_bias=True (as in the GPT-2 weight-loading config), so the query, key and value layers get biases; the book's layers have no bias (qkv_bias=False).
CFG = {
    "emb_dim": 3,
    "n_heads": 2,
    "context_length": 6,
    "drop_rate": 0.0,
    "qkv_bias": True,
}


def ex3_2(MultiHeadAttentionWrapper, cfg=CFG):
    out_dim = 2
    head_dim = out_dim // cfg["n_heads"]
    return MultiHeadAttentionWrapper(
        cfg["emb_dim"], head_dim, cfg["context_length"], cfg["drop_rate"],
        num_heads=cfg["n_heads"], qkv_bias=cfg["qkv_bias"],
    )
