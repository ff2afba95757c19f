# exercise: ex3_3
# mistake: Passed the per-head size 64 as num_heads (64 heads of 12 features); GPT-2 small has num_heads=12 with head_dim 64.
def ex3_3(MultiHeadAttention, device):
    cfg = {"d_model": 768, "n_head": 12, "context_length": 1024, "dropout": 0.0}
    cfg["head_dim"] = cfg["d_model"] // cfg["n_head"]
    mha = MultiHeadAttention(cfg["d_model"], cfg["d_model"], cfg["context_length"],
                             cfg["dropout"], num_heads=cfg["head_dim"])
    return mha.to(device)
