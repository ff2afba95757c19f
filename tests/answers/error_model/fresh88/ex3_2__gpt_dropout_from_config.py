# exercise: ex3_2
# mistake: Took dropout from a GPT-style config dict (drop_rate 0.1) instead of 0.0, so the wrapper's outputs are random in training mode; the statement asks for dropout 0.0.
GPT_CONFIG = {
    "emb_dim": 3,
    "context_length": 6,
    "drop_rate": 0.1,
    "n_heads": 2,
    "qkv_bias": False,
}


def ex3_2(MultiHeadAttentionWrapper):
    c = GPT_CONFIG
    head_dim = 2 // c["n_heads"]
    return MultiHeadAttentionWrapper(
        c["emb_dim"], head_dim, c["context_length"], c["drop_rate"],
        num_heads=c["n_heads"], qkv_bias=c["qkv_bias"],
    )
