# exercise: ex3_2
# mistake: The learner passes qkv_bias=True (kept from a GPT-2 experiment in an earlier cell), so the heads' query, key and value layers have biases; the book's layers have no bias (qkv_bias=False), d_out=1, num_heads=2.
torch_seed = 123
cfg = {"d_in": 3, "d_out": 1, "context_length": 6, "dropout": 0.0, "qkv_bias": True}


def ex3_2(MultiHeadAttentionWrapper):
    return MultiHeadAttentionWrapper(
        cfg["d_in"], cfg["d_out"], cfg["context_length"], cfg["dropout"],
        num_heads=2, qkv_bias=cfg["qkv_bias"],
    )
