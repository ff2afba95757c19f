# exercise: ex3_3
# mistake: Used GPT-2's training dropout 0.1 instead of the asked dropout 0.0, so in training mode the outputs are random.
def ex3_3(MultiHeadAttention, device):
    cfg = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "drop_rate": 0.1}
    mha = MultiHeadAttention(cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"],
                             cfg["drop_rate"], num_heads=cfg["n_heads"])
    return mha.to(device)
