# exercise: ex3_2
# mistake: Passed qkv_bias=True (copied from a GPT-2 loading snippet), so each head's query, key and value layers get biases; the book's layers have no bias (qkv_bias=False).
torch_seed = 123

GPT_LIKE = {
    "d_in": 3,
    "d_out": 1,          # per head, 2 heads -> 2 dims
    "context_length": 6,
    "drop_rate": 0.0,
    "n_heads": 2,
    "qkv_bias": True,
}


def ex3_2(MultiHeadAttentionWrapper):
    cfg = GPT_LIKE
    return MultiHeadAttentionWrapper(cfg["d_in"], cfg["d_out"], cfg["context_length"],
                                     cfg["drop_rate"], num_heads=cfg["n_heads"],
                                     qkv_bias=cfg["qkv_bias"])
