# exercise: ex3_3
# mistake: Passes num_heads=64 (the head size) instead of 12 heads; the parameter count is still 2,360,064 but the module has 64 heads of 12 features instead of 12 heads of 64.
GPT2_SMALL = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "drop_rate": 0.0}


def ex3_3(MultiHeadAttention, device):
    c = GPT2_SMALL
    head_dim = c["emb_dim"] // c["n_heads"]
    mha = MultiHeadAttention(c["emb_dim"], c["emb_dim"], c["context_length"], c["drop_rate"],
                             num_heads=head_dim)
    return mha.to(device)
