# exercise: ex3_3
# mistake: Built the right module but never called .to(device), so it stays on the CPU when the grader passes a GPU device. [cond: device is a GPU]
def ex3_3(MultiHeadAttention, device):
    cfg = {"emb_dim": 768, "n_heads": 12, "context_length": 1024, "drop_rate": 0.0}
    mha = MultiHeadAttention(
        cfg["emb_dim"], cfg["emb_dim"], cfg["context_length"], cfg["drop_rate"],
        num_heads=cfg["n_heads"], qkv_bias=False,
    )
    mha.eval()
    return mha
