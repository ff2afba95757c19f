# exercise: ex3_3
# mistake: Passed num_heads=64 (the head size) instead of 12; the parameter count is the same (2,360,064) but the module splits into 64 heads of 12 features, so its outputs differ from GPT-2-small's 12 heads of 64.
GPT2_SMALL = {"emb_dim": 768, "context_length": 1024, "drop_rate": 0.0, "n_heads": 12}


def ex3_3(MultiHeadAttention, device):
    head_dim = GPT2_SMALL["emb_dim"] // GPT2_SMALL["n_heads"]  # 64
    mha = MultiHeadAttention(
        d_in=GPT2_SMALL["emb_dim"],
        d_out=GPT2_SMALL["emb_dim"],
        context_length=GPT2_SMALL["context_length"],
        dropout=GPT2_SMALL["drop_rate"],
        num_heads=head_dim,
    )
    return mha.to(device)
